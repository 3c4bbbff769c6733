#!/usr/bin/env bash
# Installs the Debian packages Puzzlewright needs, but only those missing,
# so a warm machine pays one dpkg-query.  Sourced by build-aux/run and
# build-aux/test.
PW_PACKAGES=(
  gcc pkg-config meson ninja-build gettext
  libgtk-4-dev libadwaita-1-dev librsvg2-dev libharfbuzz-dev libjson-glib-dev libicu-dev
  xvfb xauth xdotool x11-utils desktop-file-utils appstream libxml2-utils
  imagemagick poppler-utils librsvg2-bin fonts-noto-cjk fonts-dejavu-core
  python3 dbus-daemon
  # Hostile-input tests bound each command's time and peak memory.
  time
  # The web page tests play each kind's page in headless Chromium.
  chromium chromium-driver python3-selenium
  # Help pages, man pages and shell completion.
  yelp-tools itstool bash-completion
  # The accessibility test walks the AT-SPI tree on a bus of its own.
  dbus-bin at-spi2-core python3-pyatspi
  # Data the build compiles into tables (optional: without them the app
  # runs, CJK walls take any character and English words are not offered).
  unicode-data bzip2 wordnet-base
)

# Installs Debian packages with apt (as root, or through sudo).
pw_apt_install () {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Need root (or sudo) to install: $*" >&2; return 1; }
    sudo=sudo
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

pw_install_deps () {
  local missing=()
  local status
  for p in "${PW_PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null || true)
    [[ "$status" == ii* ]] || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing packages: ${missing[*]}"
  pw_apt_install "${missing[@]}"
}

# Configures (or reconfigures) a build directory: pw_configure DIR [meson args...]
pw_configure () {
  local dir=$1
  shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null
  else
    meson setup "$dir" "$@"
  fi
}
