/* domino-grid-page.js — the domino grid on the class screen: drag across
 * two neighbouring cells to lay a domino there (laying over another takes
 * that one away), tap a domino to take it away; or move the cursor with
 * the arrow keys, press Enter on both cells, and Delete to take one away.
 * The set beside the board ticks off each domino laid (and flags one laid
 * twice); the board is solved when every cell is covered and every
 * domino of the set laid once.  "Show Wrong" marks the dominoes the
 * solution does not have; "Show Answer" lays the solution. */
"use strict";

PW.start(() => {
  const P = PW.puzzle;
  const R = P.rows, C = P.cols;
  const cellCount = P.cells.filter((v) => v >= 0).length;

  let answer = null;
  const solution = () => answer || (answer = PW.answer());
  const mate = new Array(R * C).fill(-1); /* what the players laid */
  let over = false;
  /* The keyboard's cursor, and the first cell of a domino being laid. */
  let cursor = P.cells.findIndex((v) => v >= 0);
  let anchor = -1;
  let cursorShown = false;

  const key = (a, b) => Math.min(a, b) * 64 + Math.max(a, b);
  const setCount = new Map();
  P.dominoes.forEach(([lo, hi]) => setCount.set(key(lo, hi), (setCount.get(key(lo, hi)) || 0) + 1));

  /* ---- The board and the set -------------------------------------------- */

  const area = PW.el("div", "dg-area");
  const board = PW.el("div", "dg-board");
  board.tabIndex = 0;
  board.setAttribute("role", "application");
  board.setAttribute("aria-label", PW.t("board"));
  const cells = [];
  function value(v, className) {
    if (P.pips) {
      const img = PW.el("img", className);
      img.src = P.pips[v];
      img.alt = String(v);
      img.draggable = false;
      return img;
    }
    return PW.el("span", className, String(v));
  }
  for (let i = 0; i < R * C; i++) {
    const v = P.cells[i];
    const cell = PW.el("div", "dg-cell" + (v < 0 ? " dg-hole" : ""));
    if (v >= 0)
      cell.append(value(v, "dg-value"));
    cell.style.gridRow = Math.floor(i / C) + 1;
    cell.style.gridColumn = (i % C) + 1;
    cells.push(cell);
    board.append(cell);
  }
  const pieces = PW.el("div", "dg-pieces");
  board.append(pieces);

  const setBox = PW.el("section", "dg-set-box");
  const setTitle = PW.el("h2", "dg-set-title", PW.t("set"));
  setTitle.id = "dg-set-title";
  const setList = PW.el("ul", "dg-set");
  setList.setAttribute("aria-labelledby", setTitle.id);
  const tiles = new Map();
  P.dominoes.forEach(([lo, hi]) => {
    if (tiles.has(key(lo, hi)))
      return;
    const li = PW.el("li", "dg-tile");
    li.append(value(lo, "dg-half"), value(hi, "dg-half"));
    li.dataset.lo = lo;
    li.dataset.hi = hi;
    tiles.set(key(lo, hi), li);
    setList.append(li);
  });
  setBox.append(setTitle, setList);
  area.append(board, setBox);
  PW.board.append(area);
  const laidLabel = PW.counter("dg-laid");

  let cell = 0;
  /* The board as large as it can be beside the set (or above it, on a
   * screen taller than wide), the set's tiles as large as its share of
   * the screen holds in the best number of columns. */
  function layout(width, height) {
    const wide = width > height * 1.15;
    area.classList.toggle("dg-wide", wide);
    const gap = 12;
    const setW = wide ? Math.max(width * 0.34, 200) : width;
    const setH = (wide ? height : height * 0.3) - setTitle.offsetHeight - gap;
    const n = tiles.size;
    let tile = 0, columns = 1;
    for (let cols = 1; cols <= n; cols++) {
      const rows = Math.ceil(n / cols);
      const t = Math.min((setW - (cols - 1) * gap) / cols / 2 - 4, setH / rows - gap);
      if (t > tile) {
        tile = t;
        columns = cols;
      }
    }
    const bw = wide ? width - setW - 2 * gap : width;
    const bh = wide ? height : height - (setH + setTitle.offsetHeight + 2 * gap);
    cell = Math.max(Math.floor(Math.min(bw / C, bh / R)), 8);
    tile = Math.max(Math.min(tile, cell * 0.6), 10);
    board.style.gridTemplateColumns = `repeat(${C}, ${cell}px)`;
    board.style.gridTemplateRows = `repeat(${R}, ${cell}px)`;
    board.style.fontSize = cell * 0.55 + "px";
    setList.style.setProperty("--dg-tile", tile + "px");
    setList.style.gridTemplateColumns = `repeat(${columns}, auto)`;
    setList.style.gap = gap / 2 + "px " + gap + "px";
    drawPieces();
  }
  PW.onResize(layout);

  /* ---- Laying -------------------------------------------------------------- */

  function laidDominoes() {
    const list = [];
    for (let i = 0; i < R * C; i++)
      if (mate[i] > i)
        list.push([i, mate[i]]);
    return list;
  }

  function drawPieces(marks) {
    pieces.replaceChildren();
    for (const [a, b] of laidDominoes()) {
      const ra = Math.floor(a / C), ca = a % C, rb = Math.floor(b / C), cb = b % C;
      const piece = PW.el("div", "dg-piece");
      piece.style.left = Math.min(ca, cb) * cell + "px";
      piece.style.top = Math.min(ra, rb) * cell + "px";
      piece.style.width = (Math.abs(ca - cb) + 1) * cell + "px";
      piece.style.height = (Math.abs(ra - rb) + 1) * cell + "px";
      piece.dataset.cells = `${a},${b}`;
      if (marks && marks.has(a))
        piece.classList.add("dg-wrong");
      pieces.append(piece);
    }
    if (cursorShown)
      drawCursor();
  }

  function update() {
    const laid = new Map();
    for (const [a, b] of laidDominoes()) {
      const k = key(P.cells[a], P.cells[b]);
      laid.set(k, (laid.get(k) || 0) + 1);
    }
    for (const [k, li] of tiles) {
      const n = laid.get(k) || 0;
      li.classList.toggle("dg-ticked", n > 0 && n <= setCount.get(k));
      li.classList.toggle("dg-twice", n > setCount.get(k));
    }
    laidLabel.textContent = PW.t("laid", laidDominoes().length, P.dominoes.length);
    drawPieces();
    const covered = mate.filter((m) => m >= 0).length;
    const exact = [...setCount].every(([k, n]) => (laid.get(k) || 0) === n);
    if (!over && covered === cellCount && exact) {
      over = true;
      const s = PW.clock.seconds();
      PW.finish(true, PW.t("solved-in", Math.floor(s / 60), s % 60));
    }
  }

  function remove(i) {
    if (mate[i] < 0)
      return;
    mate[mate[i]] = -1;
    mate[i] = -1;
  }

  function lay(a, b) {
    if (over)
      return;
    const k = key(P.cells[a], P.cells[b]);
    PW.clock.start();
    if (!setCount.has(k)) {
      PW.say(PW.t("no-domino"), "bad");
      return;
    }
    remove(a);
    remove(b);
    mate[a] = b;
    mate[b] = a;
    const twice = laidDominoes().filter(([x, y]) => key(P.cells[x], P.cells[y]) === k).length
                  > setCount.get(k);
    PW.say(twice ? PW.t("used") : "", twice ? "bad" : "");
    update();
  }

  function takeAway(i) {
    if (over || mate[i] < 0)
      return;
    remove(i);
    PW.say("");
    update();
  }

  function neighbour(a, b) {
    if (a < 0 || b < 0 || P.cells[a] < 0 || P.cells[b] < 0)
      return false;
    const ra = Math.floor(a / C), rb = Math.floor(b / C);
    return (ra === rb && Math.abs(a - b) === 1) || Math.abs(a - b) === C;
  }

  /* ---- Pointer: drag across two cells, tap to take away ---------------- */

  function cellAt(ev) {
    const box = board.getBoundingClientRect();
    const c = Math.floor((ev.clientX - box.left) / cell);
    const r = Math.floor((ev.clientY - box.top) / cell);
    return r >= 0 && r < R && c >= 0 && c < C ? r * C + c : -1;
  }

  /* The neighbour of @a the pointer is nearest to, once it has left @a. */
  function towards(a, ev) {
    const box = board.getBoundingClientRect();
    const x = (ev.clientX - box.left) / cell - (a % C + 0.5);
    const y = (ev.clientY - box.top) / cell - (Math.floor(a / C) + 0.5);
    if (Math.max(Math.abs(x), Math.abs(y)) < 0.6)
      return -1;
    const b = Math.abs(x) > Math.abs(y) ? a + Math.sign(x) : a + Math.sign(y) * C;
    return neighbour(a, b) ? b : -1;
  }

  let drag = null;
  const preview = PW.el("div", "dg-preview");
  board.addEventListener("pointerdown", (ev) => {
    const a = cellAt(ev);
    if (over || ev.button > 0 || a < 0 || P.cells[a] < 0)
      return;
    ev.preventDefault();
    board.setPointerCapture(ev.pointerId);
    drag = { id: ev.pointerId, a, b: -1 };
  });
  board.addEventListener("pointermove", (ev) => {
    if (!drag || ev.pointerId !== drag.id)
      return;
    drag.b = towards(drag.a, ev);
    showPreview(drag.a, drag.b);
  });
  board.addEventListener("pointerup", (ev) => {
    if (!drag || ev.pointerId !== drag.id)
      return;
    const { a, b } = drag;
    drag = null;
    preview.remove();
    if (b >= 0)
      lay(a, b);
    else if (cellAt(ev) === a)
      takeAway(a);
  });
  board.addEventListener("pointercancel", () => {
    drag = null;
    preview.remove();
  });

  function showPreview(a, b) {
    if (b < 0) {
      preview.remove();
      return;
    }
    const ra = Math.floor(a / C), ca = a % C, rb = Math.floor(b / C), cb = b % C;
    preview.style.left = Math.min(ca, cb) * cell + "px";
    preview.style.top = Math.min(ra, rb) * cell + "px";
    preview.style.width = (Math.abs(ca - cb) + 1) * cell + "px";
    preview.style.height = (Math.abs(ra - rb) + 1) * cell + "px";
    board.append(preview);
  }

  /* ---- Keys -------------------------------------------------------------- */

  const cursorMark = PW.el("div", "dg-cursor");
  function drawCursor() {
    cursorMark.style.left = (cursor % C) * cell + "px";
    cursorMark.style.top = Math.floor(cursor / C) * cell + "px";
    cursorMark.style.width = cursorMark.style.height = cell + "px";
    board.append(cursorMark);
    showPreview(anchor, anchor >= 0 && neighbour(anchor, cursor) ? cursor : -1);
  }
  board.addEventListener("focus", () => {
    cursorShown = true;
    drawCursor();
  });
  board.addEventListener("blur", () => {
    cursorShown = false;
    cursorMark.remove();
    preview.remove();
  });
  board.addEventListener("keydown", (ev) => {
    const step = PW.arrow(ev.key);
    if (step) {
      const r = Math.floor(cursor / C) + step[0], c = cursor % C + step[1];
      if (r >= 0 && r < R && c >= 0 && c < C)
        cursor = r * C + c;
    } else if (ev.key === "Enter" || ev.key === " ") {
      if (anchor < 0) {
        anchor = P.cells[cursor] >= 0 ? cursor : -1;
      } else {
        if (neighbour(anchor, cursor))
          lay(anchor, cursor);
        anchor = -1;
      }
    } else if (ev.key === "Delete" || ev.key === "Backspace") {
      takeAway(cursor);
    } else if (ev.key === "Escape") {
      anchor = -1;
    } else {
      return;
    }
    ev.preventDefault();
    drawCursor();
  });

  /* ---- The teacher's buttons -------------------------------------------- */

  PW.button(PW.t("show-wrong"), () => {
    if (over)
      return;
    const right = solution().mate;
    const wrong = new Set(laidDominoes().filter(([a, b]) => right[a] !== b).map(([a]) => a));
    drawPieces(wrong);
    PW.say(wrong.size ? PW.t("wrong", wrong.size) : PW.t("all-right"), wrong.size ? "bad" : "good");
  }, { id: "dg-show-wrong" });
  PW.button(PW.t("show-answer"), () => {
    if (over)
      return;
    const right = solution().mate;
    right.forEach((m, i) => { mate[i] = m; });
    over = true;
    update();
    PW.finish(false, PW.t("answer-shown"));
  }, { confirm: true, id: "dg-show-answer" });

  PW.clock.setup(0);
  update();
});
