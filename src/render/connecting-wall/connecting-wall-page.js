/* connecting-wall-page.js — the wall on the class screen, played as in
 * the editor's preview: pick K cards; a right group locks, moves up into
 * the next free row and takes its colour, and its connection is shown;
 * a wrong pick flashes.  Once two groups are found the players have three
 * lives; when the lives or the clock run out, or the teacher shows the
 * answer, the groups left are resolved one by one.  The last group is
 * what remains once the others are found.
 *
 * Cards are buttons (mouse, touch, Enter or Space), moved around with the
 * arrow keys; while a group moves or a wrong pick flashes, picks wait. */
"use strict";

PW.start(() => {
  const P = PW.puzzle;
  const n = P.k * P.g;
  /* A little longer than the style's 0.45 s slide, so a group has
   * arrived before the next pick counts. */
  const MOVE_MS = 500, WRONG_MS = 600, RESOLVE_MS = 800;

  let answer = null;
  const groupOfCard = [];
  function solution() {
    if (answer === null) {
      answer = PW.answer();
      answer.groups.forEach((cards, g) => cards.forEach((c) => { groupOfCard[c] = g; }));
    }
    return answer;
  }

  const wall = PW.el("div", "cw-wall");
  wall.setAttribute("role", "group");
  wall.setAttribute("aria-label", PW.t("wall"));
  const side = PW.el("section", "cw-side");
  const heading = PW.el("h2", "cw-side-title", PW.t("connections"));
  heading.id = "cw-connections-title";
  const list = PW.el("ol", "cw-connections");
  list.setAttribute("aria-labelledby", heading.id);
  side.append(heading, list);
  PW.board.append(wall, side);
  PW.board.classList.add("cw-board");
  const livesLabel = PW.counter("cw-lives");

  const cards = [];
  const slotOf = [];
  const selected = new Set();
  const foundGroups = [];
  let lives = -1;
  let over = false;

  for (let i = 0; i < n; i++) {
    const card = PW.el("button", "cw-card");
    card.type = "button";
    card.setAttribute("aria-pressed", "false");
    const text = PW.el("span", "cw-text", P.cards[i]);
    card.append(text);
    card.addEventListener("click", () => pick(i));
    card.addEventListener("keydown", (ev) => moveFocus(ev, i));
    card.tabIndex = i === 0 ? 0 : -1;
    cards.push(card);
    slotOf.push(i);
    wall.append(card);
  }
  PW.board.classList.toggle("cw-cjk", P.cjk);

  /* ---- Layout: the wall as large as the board allows ------------------ */

  let cw = 0, ch = 0, gap = 0;
  function place(i) {
    const s = slotOf[i];
    cards[i].dataset.slot = s;
    cards[i].style.left = (s % P.k) * (cw + gap) + "px";
    cards[i].style.top = Math.floor(s / P.k) * (ch + gap) + "px";
  }

  /* The largest type that keeps @card's text inside it (words are not
   * broken: a long word makes the type smaller instead). */
  function fit(card) {
    const text = card.firstChild;
    if (P.cjk) {
      text.style.fontSize = ch * 0.68 + "px";
      return;
    }
    let size = Math.min(ch * 0.42, cw * 0.22);
    text.style.fontSize = size + "px";
    const over = () => text.scrollWidth > cw * 0.92 || text.scrollHeight > ch * 0.92;
    for (let i = 0; i < 24 && over(); i++) {
      size *= 0.9;
      text.style.fontSize = size + "px";
    }
  }

  function layout(width, height) {
    const wide = width > height * 1.3;
    PW.board.classList.toggle("cw-wide", wide);
    const aspect = P.cjk ? 1 : 112 / 52;
    /* The connections take a column beside the wall, or a band under it. */
    const sideW = wide ? Math.min(Math.max(width * 0.26, 220), 520) : width;
    const aw = wide ? width - sideW - 32 : width;
    const ah = wide ? height : height * 0.7;
    /* The gap is a tenth of a card's height. */
    ch = Math.min((aw / (P.k + (P.k - 1) * 0.1 / aspect)) / aspect, ah / (P.g + (P.g - 1) * 0.1));
    cw = ch * aspect;
    gap = ch * 0.1;
    wall.style.width = P.k * cw + (P.k - 1) * gap + "px";
    wall.style.height = P.g * ch + (P.g - 1) * gap + "px";
    side.style.width = wide ? sideW + "px" : wall.style.width;
    cards.forEach((card, i) => {
      card.style.width = cw + "px";
      card.style.height = ch + "px";
      place(i);
      fit(card);
    });
  }
  PW.onResize(layout);

  /* ---- Keys: arrows move over the wall's places ------------------------ */

  function moveFocus(ev, i) {
    const move = PW.arrow(ev.key);
    if (!move)
      return;
    ev.preventDefault();
    const s = slotOf[i];
    const row = Math.floor(s / P.k) + move[0], col = s % P.k + move[1];
    if (row < 0 || row >= P.g || col < 0 || col >= P.k)
      return;
    const t = row * P.k + col;
    const j = slotOf.indexOf(t);
    cards[i].tabIndex = -1;
    cards[j].tabIndex = 0;
    cards[j].focus();
  }

  /* ---- Play ------------------------------------------------------------ */

  function isFound(i) {
    return Math.floor(slotOf[i] / P.k) < foundGroups.length;
  }

  function showLives() {
    livesLabel.textContent = lives >= 0 ? PW.t("lives", lives) : "";
  }

  function select(i, on) {
    if (on)
      selected.add(i);
    else
      selected.delete(i);
    cards[i].classList.toggle("cw-selected", on);
    cards[i].setAttribute("aria-pressed", on ? "true" : "false");
  }

  /* Group @g moves into the next free row and takes its colour; its
   * connection joins the list (@missed: the players did not find it). */
  function lock(g, missed) {
    const row = foundGroups.length;
    foundGroups.push(g);
    let slot = row * P.k;
    for (const c of solution().groups[g]) {
      const other = slotOf.indexOf(slot);
      slotOf[other] = slotOf[c];
      slotOf[c] = slot++;
      place(other);
      place(c);
    }
    const colour = P.colours[row % P.colours.length];
    for (const c of solution().groups[g]) {
      select(c, false);
      cards[c].classList.add("cw-found");
      cards[c].style.backgroundColor = colour;
      cards[c].setAttribute("aria-disabled", "true");
      cards[c].dataset.row = row;
    }
    const item = PW.el("li", "cw-connection" + (missed ? " cw-missed" : ""));
    item.style.backgroundColor = colour;
    item.append(PW.el("span", "cw-connection-text", solution().connections[g]));
    list.append(item);
  }

  function remainingGroups() {
    const left = [];
    for (let g = 0; g < P.g; g++)
      if (!foundGroups.includes(g))
        left.push(g);
    return left;
  }

  /* The wall is over before the players found it all: the groups left
   * are shown one by one, as on the show. */
  function resolveRest(reason) {
    if (over)
      return;
    over = true;
    PW.clock.stop();
    [...selected].forEach((c) => select(c, false));
    PW.say(reason, "bad");
    const next = () => {
      const left = remainingGroups();
      if (!left.length) {
        PW.finish(false, (reason ? reason + " · " : "") + PW.t("game-over"));
        return;
      }
      lock(left[0], true);
      PW.busy.wait(RESOLVE_MS, next);
    };
    PW.busy.wait(RESOLVE_MS / 2, next);
  }

  function won() {
    over = true;
    const s = PW.clock.seconds();
    PW.finish(true, PW.t("solved-in", Math.floor(s / 60), s % 60));
  }

  function right(g) {
    lock(g, false);
    PW.say(PW.t("right", solution().connections[g]), "good");
    if (foundGroups.length === P["lives-after"] && lives < 0 && P.g > 3) {
      lives = P.lives;
      showLives();
    }
    PW.busy.wait(MOVE_MS, () => {
      const left = remainingGroups();
      if (left.length === 1) {
        lock(left[0], false);
        PW.busy.wait(MOVE_MS, won);
      }
    });
  }

  function wrong() {
    const picked = [...selected];
    picked.forEach((c) => {
      select(c, false);
      cards[c].classList.add("cw-wrong");
    });
    if (lives > 0) {
      lives--;
      showLives();
    }
    PW.say(PW.t("wrong"), "bad");
    PW.busy.wait(WRONG_MS, () => {
      picked.forEach((c) => cards[c].classList.remove("cw-wrong"));
      if (lives === 0)
        resolveRest(PW.t("no-lives"));
    });
  }

  function pick(i) {
    if (over || PW.busy.active || isFound(i))
      return;
    PW.clock.start();
    select(i, !selected.has(i));
    if (selected.size < P.k) {
      PW.say(selected.size ? PW.t("selected", selected.size, P.k) : "");
      return;
    }
    solution();
    const groups = [...selected].map((c) => groupOfCard[c]);
    if (groups.every((g) => g === groups[0]))
      right(groups[0]);
    else
      wrong();
  }

  PW.clock.setup(P.time, () => resolveRest(PW.t("time-up")));
  PW.button(PW.t("show-answer"), () => resolveRest(""), { confirm: true, id: "cw-show-answer" });
});
