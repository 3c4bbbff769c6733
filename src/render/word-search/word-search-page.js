/* word-search-page.js — the word search on the class screen: drag from
 * the first letter of a word to its last (mouse, pen or finger: pointer
 * events, captured, so a drag that leaves the grid still ends), or move
 * the cursor with the arrow keys and press Enter at both ends.  A drag
 * snaps to the nearest of the eight directions.  A found word is outlined
 * and struck from the list; "Show Answers" outlines the rest. */
"use strict";

PW.start(() => {
  const P = PW.puzzle;
  const W = P.width, H = P.height;
  const COLOURS = ["#1a5fb4", "#26a269", "#c64600", "#813d9c", "#a51d2d", "#0b7f86",
                   "#865e3c", "#c01c6b"];
  const SVG = "http://www.w3.org/2000/svg";

  let answer = null;
  const solution = () => answer || (answer = PW.answer());
  const found = new Array(P.words.length).fill(false);
  let nFound = 0;
  let over = false;

  /* ---- The grid, the outlines under it, the list ---------------------- */

  const area = PW.el("div", "ws-area");
  const grid = PW.el("div", "ws-grid");
  grid.tabIndex = 0;
  grid.setAttribute("role", "application");
  grid.setAttribute("aria-label", PW.t("grid"));
  const svg = document.createElementNS(SVG, "svg");
  svg.classList.add("ws-outlines");
  svg.setAttribute("aria-hidden", "true");
  const letters = PW.el("div", "ws-letters");
  grid.append(svg, letters);
  const cells = [];
  for (let r = 0; r < H; r++)
    for (let c = 0; c < W; c++) {
      const text = P.cells[r][c];
      const cell = PW.el("span", "ws-cell" + (text === null ? " ws-hole" : ""), text || "");
      cells.push(cell);
      letters.append(cell);
    }
  const listBox = PW.el("section", "ws-list-box");
  const listTitle = PW.el("h2", "ws-list-title", PW.t("words"));
  listTitle.id = "ws-list-title";
  const list = PW.el("ul", "ws-list");
  list.setAttribute("aria-labelledby", listTitle.id);
  const items = P.words.map((w) => {
    const li = PW.el("li", "ws-word", w);
    list.append(li);
    return li;
  });
  listBox.append(listTitle, list);
  area.append(grid, listBox);
  PW.board.append(area);
  const foundLabel = PW.counter("ws-found");

  let cell = 0;
  function layout(width, height) {
    const wide = width > height * 1.2;
    area.classList.toggle("ws-wide", wide);
    const gw = wide ? width * 0.68 : width;
    const gh = wide ? height : height * 0.66;
    cell = Math.floor(Math.min(gw / W, gh / H));
    grid.style.width = cell * W + "px";
    grid.style.height = cell * H + "px";
    letters.style.gridTemplateColumns = `repeat(${W}, ${cell}px)`;
    letters.style.gridAutoRows = cell + "px";
    letters.style.fontSize = cell * 0.6 + "px";
    svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    /* The list as large as the space beside (or under) the grid holds:
     * two columns beside it when one would make the type too small. */
    if (wide) {
      const fitting = (rows) => Math.min(cell * 0.55, height / (rows * 1.45 + 2.5));
      const two = fitting(P.words.length) < 16;
      list.style.columnCount = two ? 2 : 1;
      listBox.style.fontSize = fitting(two ? Math.ceil(P.words.length / 2) : P.words.length) + "px";
    } else {
      list.style.columnCount = "";
      listBox.style.fontSize = Math.max(14, Math.min(cell * 0.45, 40)) + "px";
    }
  }
  PW.onResize(layout);

  function showCount() {
    foundLabel.textContent = PW.t("found", nFound, P.words.length);
  }
  showCount();

  /* An outline around the cells from (r0, c0) to (r1, c1). */
  function outline(r0, c0, r1, c1, className, colour) {
    const len = Math.hypot(r1 - r0, c1 - c0);
    const angle = Math.atan2(r1 - r0, c1 - c0) * 180 / Math.PI;
    const rect = document.createElementNS(SVG, "rect");
    rect.setAttribute("x", -0.42);
    rect.setAttribute("y", -0.42);
    rect.setAttribute("width", len + 0.84);
    rect.setAttribute("height", 0.84);
    rect.setAttribute("rx", 0.42);
    rect.setAttribute("transform", `translate(${c0 + 0.5} ${r0 + 0.5}) rotate(${angle})`);
    rect.setAttribute("class", className);
    if (colour)
      rect.style.setProperty("--ws-colour", colour);
    svg.append(rect);
    return rect;
  }

  /* ---- Judging a line ------------------------------------------------ */

  function matches(place, r0, c0, r1, c1) {
    const [r, c, dr, dc, n] = place;
    const er = r + dr * (n - 1), ec = c + dc * (n - 1);
    return (r === r0 && c === c0 && er === r1 && ec === c1)
           || (r === r1 && c === c1 && er === r0 && ec === c0);
  }

  function judge(r0, c0, r1, c1) {
    if (over || (r0 === r1 && c0 === c1))
      return;
    PW.clock.start();
    const places = solution().places;
    let again = -1;
    for (let w = 0; w < places.length; w++) {
      if (!places[w].some((p) => matches(p, r0, c0, r1, c1)))
        continue;
      if (found[w]) {
        again = w;
        continue;
      }
      found[w] = true;
      nFound++;
      outline(r0, c0, r1, c1, "ws-found", COLOURS[(nFound - 1) % COLOURS.length]);
      items[w].classList.add("ws-struck");
      items[w].setAttribute("aria-label", PW.t("found-word", P.words[w]));
      showCount();
      PW.say(PW.t("found-word", P.words[w]), "good");
      if (nFound === P.words.length)
        win();
      return;
    }
    if (again >= 0) {
      PW.say(PW.t("again", P.words[again]));
      return;
    }
    const miss = outline(r0, c0, r1, c1, "ws-miss");
    PW.say(PW.t("not-a-word"), "bad");
    PW.busy.wait(700, () => miss.remove());
  }

  function win() {
    over = true;
    const s = PW.clock.seconds();
    let text = PW.t("solved-in", Math.floor(s / 60), s % 60);
    if (solution().message)
      text += " " + PW.t("message", solution().message);
    PW.finish(true, text);
  }

  function showAnswers() {
    if (over)
      return;
    over = true;
    solution().places.forEach((places, w) => {
      if (found[w])
        return;
      const [r, c, dr, dc, n] = places[0];
      outline(r, c, r + dr * (n - 1), c + dc * (n - 1), "ws-shown");
      items[w].classList.add("ws-shown-word");
    });
    PW.finish(false, PW.t("answers-shown"));
  }

  /* ---- Dragging -------------------------------------------------------- */

  function cellAt(ev) {
    const box = grid.getBoundingClientRect();
    const c = Math.floor((ev.clientX - box.left) / cell);
    const r = Math.floor((ev.clientY - box.top) / cell);
    return [Math.max(0, Math.min(H - 1, r)), Math.max(0, Math.min(W - 1, c))];
  }

  /* The end of a line from @start towards @to: straight, in the nearest
   * of the eight directions, and inside the grid. */
  function snap(start, to) {
    const [r0, c0] = start;
    const dr = to[0] - r0, dc = to[1] - c0;
    if (!dr && !dc)
      return start;
    const octant = Math.round(Math.atan2(dr, dc) / (Math.PI / 4));
    const sr = Math.round(Math.sin(octant * Math.PI / 4)), sc = Math.round(Math.cos(octant * Math.PI / 4));
    let n = Math.max(Math.abs(dr), Math.abs(dc));
    while (n > 0 && (r0 + sr * n < 0 || r0 + sr * n >= H || c0 + sc * n < 0 || c0 + sc * n >= W))
      n--;
    return [r0 + sr * n, c0 + sc * n];
  }

  let drag = null;
  grid.addEventListener("pointerdown", (ev) => {
    if (over || ev.button > 0)
      return;
    ev.preventDefault();
    grid.setPointerCapture(ev.pointerId);
    const start = cellAt(ev);
    drag = { id: ev.pointerId, start, end: start, line: outline(...start, ...start, "ws-drag") };
  });
  grid.addEventListener("pointermove", (ev) => {
    if (!drag || ev.pointerId !== drag.id)
      return;
    drag.end = snap(drag.start, cellAt(ev));
    drag.line.remove();
    drag.line = outline(...drag.start, ...drag.end, "ws-drag");
  });
  const endDrag = (ev, cancelled) => {
    if (!drag || ev.pointerId !== drag.id)
      return;
    drag.line.remove();
    const { start, end } = drag;
    drag = null;
    if (!cancelled)
      judge(...start, ...end);
  };
  grid.addEventListener("pointerup", (ev) => endDrag(ev, false));
  grid.addEventListener("pointercancel", (ev) => endDrag(ev, true));

  /* ---- Keys: a cursor, Enter at both ends ------------------------------ */

  let cursor = [0, 0];
  let anchor = null;
  let cursorMark = null;
  function drawCursor() {
    if (cursorMark)
      cursorMark.remove();
    cursorMark = anchor ? outline(...anchor, ...snap(anchor, cursor), "ws-drag")
                        : outline(...cursor, ...cursor, "ws-cursor");
  }
  grid.addEventListener("focus", drawCursor);
  grid.addEventListener("blur", () => {
    if (cursorMark)
      cursorMark.remove();
    cursorMark = null;
  });
  grid.addEventListener("keydown", (ev) => {
    const step = PW.arrow(ev.key);
    if (step) {
      cursor = [Math.max(0, Math.min(H - 1, cursor[0] + step[0])),
                Math.max(0, Math.min(W - 1, cursor[1] + step[1]))];
    } else if (ev.key === "Enter" || ev.key === " ") {
      if (anchor === null) {
        anchor = cursor;
      } else {
        const end = snap(anchor, cursor);
        const start = anchor;
        anchor = null;
        judge(...start, ...end);
      }
    } else if (ev.key === "Escape") {
      anchor = null;
    } else {
      return;
    }
    ev.preventDefault();
    drawCursor();
  });

  PW.clock.setup(0);
  PW.button(PW.t("show-answers"), showAnswers, { confirm: true, id: "ws-show-answers" });
});
