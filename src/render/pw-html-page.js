/* pw-html-page.js — what every puzzle's web page shares: the data, the
 * words in the user's language, the answer, the header with the title
 * and the author, the clock, the status line, the buttons, full screen,
 * and the footer with the licence.  The kind's script follows this one
 * and calls PW.start().
 *
 * Every text of the puzzle reaches the page through textContent or an
 * attribute, never as markup: a card that reads "<img onerror=…>" shows
 * those characters.  (The Content Security Policy would stop such a
 * script anyway; this keeps the text as the designer wrote it.) */
"use strict";

const PW = (function () {
  const data = JSON.parse(document.getElementById("pw-data").textContent);
  const strings = data.strings;

  /* printf's %d, %u, %s, %02d and %1$s: the catalogue's format strings. */
  function format(text, args) {
    let next = 0;
    return text.replace(/%(?:(\d+)\$)?(0?)(\d*)([dus%])/g, (all, pos, zero, width, conv) => {
      if (conv === "%")
        return "%";
      let s = String(args[pos ? Number(pos) - 1 : next++]);
      const w = Number(width || 0);
      if (s.length < w)
        s = (zero ? "0" : " ").repeat(w - s.length) + s;
      return s;
    });
  }

  /* The translated text @id with @args; a plural takes the form for the
   * count args[0]. */
  function t(id, ...args) {
    const s = strings[id];
    if (s === undefined)
      return id;
    if (typeof s === "string")
      return format(s, args);
    const n = Math.max(0, Math.min(Math.floor(Number(args[0]) || 0), s.index.length - 1));
    return format(s.forms[Number(s.index[n])], args);
  }

  function el(tag, className, text) {
    const e = document.createElement(tag);
    if (className)
      e.className = className;
    if (text !== undefined && text !== null)
      e.textContent = text;
    return e;
  }

  /* The answer, unscrambled (pw-html-answer.c scrambles it). */
  function answer() {
    const raw = atob(data.answer);
    const bytes = new Uint8Array(raw.length);
    let x = (data.key >>> 0) || 0x9e3779b9;
    for (let i = 0; i < raw.length; i++) {
      x = (x ^ (x << 13)) >>> 0;
      x = (x ^ (x >>> 17)) >>> 0;
      x = (x ^ (x << 5)) >>> 0;
      bytes[i] = raw.charCodeAt(i) ^ (x >>> 24);
    }
    return JSON.parse(new TextDecoder().decode(bytes));
  }

  /* ---- The frame: header, board, status, footer ---------------------- */

  const page = el("div", "pw-page");
  const header = el("header", "pw-header");
  const titles = el("div", "pw-titles");
  const title = el("h1", "pw-title", data.meta.title || document.title);
  titles.append(title);
  if (data.meta.author)
    titles.append(el("p", "pw-author", t("by", data.meta.author)));
  const bar = el("div", "pw-bar");
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", t("controls"));
  const counters = el("div", "pw-counters");
  const clockLabel = el("span", "pw-counter pw-clock");
  clockLabel.setAttribute("role", "timer");
  counters.append(clockLabel);
  const buttons = el("div", "pw-buttons");
  bar.append(counters, buttons);
  header.append(titles, bar);
  const board = el("main", "pw-board");
  board.lang = data.meta.language;
  const status = el("p", "pw-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const footer = el("footer", "pw-footer");
  if (data.meta.licence)
    footer.append(el("span", "pw-licence", t("licence", data.meta.licence)));
  footer.append(el("span", "pw-made-with", t("made-with")));
  page.append(header, board, status, footer);
  document.body.append(page);
  document.body.dataset.state = "playing";

  /* A button in the bar.  @options.confirm: a teacher's button, which
   * asks for a second click (within four seconds) before it spoils the
   * puzzle for the class. */
  function button(label, action, options = {}) {
    const b = el("button", "pw-button", label);
    b.type = "button";
    if (options.id)
      b.id = options.id;
    if (options.confirm) {
      b.classList.add("pw-teacher");
      let armed = null;
      b.addEventListener("click", () => {
        if (armed === null) {
          b.textContent = t("sure");
          b.classList.add("pw-armed");
          armed = setTimeout(() => {
            armed = null;
            b.textContent = label;
            b.classList.remove("pw-armed");
          }, 4000);
          return;
        }
        clearTimeout(armed);
        armed = null;
        b.textContent = label;
        b.classList.remove("pw-armed");
        action();
      });
    } else {
      b.addEventListener("click", action);
    }
    buttons.insertBefore(b, fullScreen);
    return b;
  }

  /* A number the players watch (score, lives), left of the clock. */
  function counter(className) {
    const c = el("span", "pw-counter " + (className || ""));
    counters.insertBefore(c, clockLabel);
    return c;
  }

  const fullScreen = el("button", "pw-button pw-full-screen", t("full-screen"));
  fullScreen.type = "button";
  buttons.append(fullScreen);
  fullScreen.addEventListener("click", () => {
    if (document.fullscreenElement)
      document.exitFullscreen();
    else if (document.documentElement.requestFullscreen)
      document.documentElement.requestFullscreen().catch(() => {});
  });
  document.addEventListener("fullscreenchange", () => {
    fullScreen.textContent = document.fullscreenElement ? t("leave-full-screen") : t("full-screen");
  });

  /* ---- The clock: counts up, or down from a limit --------------------- */

  const clock = {
    limit: 0,
    started: 0,
    stopped: null,
    timer: null,
    onEnd: null,
    /* Seconds since the first move (or until it stopped). */
    seconds() {
      if (!this.started)
        return 0;
      const end = this.stopped === null ? performance.now() : this.stopped;
      return Math.floor((end - this.started) / 1000);
    },
    show() {
      let s = this.seconds();
      if (this.limit)
        s = Math.max(0, this.limit - s);
      clockLabel.textContent = t("time", Math.floor(s / 60), s % 60);
      if (this.limit && s === 0 && this.stopped === null && this.started) {
        this.stop();
        if (this.onEnd)
          this.onEnd();
      }
    },
    /* Shows the clock at its start; it runs from the first move. */
    setup(limit, onEnd) {
      this.limit = limit || 0;
      this.onEnd = onEnd || null;
      this.show();
    },
    start() {
      if (this.started)
        return;
      this.started = performance.now();
      this.timer = setInterval(() => this.show(), 250);
    },
    stop() {
      if (this.stopped !== null)
        return;
      this.stopped = this.started ? performance.now() : 0;
      clearInterval(this.timer);
      this.show();
    },
  };

  /* ---- Saying things -------------------------------------------------- */

  /* A line under the board; @tone "good" or "bad" colours it.  Read out
   * by screen readers (a live region). */
  function say(text, tone) {
    status.textContent = text;
    status.dataset.tone = tone || "";
  }

  /* The game is over: @won or not, with @text to say. */
  function finish(won, text) {
    clock.stop();
    document.body.dataset.state = won ? "won" : "over";
    say(text, won ? "good" : "");
  }

  /* Calls @fn with the board's size whenever it changes. */
  function onResize(fn) {
    new ResizeObserver(() => fn(board.clientWidth, board.clientHeight)).observe(board);
  }

  /* How many animations run: input waits while any does (a group moving
   * up would otherwise be clicked mid-flight). */
  const busy = {
    count: 0,
    get active() {
      return this.count > 0;
    },
    /* Runs @fn after @ms with the page busy meanwhile. */
    wait(ms, fn) {
      this.count++;
      document.body.dataset.busy = "true";
      setTimeout(() => {
        this.count--;
        if (!this.count)
          delete document.body.dataset.busy;
        fn();
      }, ms);
    },
  };

  /* The move of an arrow key, [rows, columns], or null for another key. */
  function arrow(key) {
    return { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[key]
           || null;
  }

  function shuffle(list) {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  }

  return {
    puzzle: data.puzzle,
    meta: data.meta,
    kind: data.kind,
    board,
    t,
    el,
    answer,
    button,
    counter,
    clock,
    say,
    finish,
    onResize,
    busy,
    arrow,
    shuffle,
    /* The kind's script hands its set-up here. */
    start(fn) {
      fn();
      if (!clockLabel.textContent)
        clock.setup(0);
    },
  };
})();
