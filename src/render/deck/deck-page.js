/* deck-page.js — the deck on the class screen: two cards side by side,
 * click or tap the symbol they share (on either card).  A right pick
 * scores and brings the next pair; a wrong one counts as a miss.  The
 * right card of one pair is the left card of the next, so the whole deck
 * passes by, shuffled anew each time the page opens.
 *
 * Symbols sit where the printed card has them, turned as printed; each
 * is a button (Tab, Enter or Space from the keyboard). */
"use strict";

PW.start(() => {
  const P = PW.puzzle;
  const FACE = P.face;
  const order = PW.shuffle([...P.cards.keys()]);
  const rounds = order.length - 1;
  let round = 0, score = 0, misses = 0;
  let settled = false; /* this pair's symbol is found or shown */
  let over = false;

  const table = PW.el("div", "deck-table");
  const cardEls = [PW.el("div", "deck-card"), PW.el("div", "deck-card")];
  cardEls[0].setAttribute("aria-label", PW.t("card-left"));
  cardEls[1].setAttribute("aria-label", PW.t("card-right"));
  cardEls.forEach((c) => {
    c.setAttribute("role", "group");
    c.classList.toggle("deck-round", P.shape === "round");
    table.append(c);
  });
  PW.board.append(table);
  const scoreLabel = PW.counter("deck-score");
  const missLabel = PW.counter("deck-misses");
  const pairLabel = PW.counter("deck-pair");

  function showCounts() {
    scoreLabel.textContent = PW.t("score", score);
    missLabel.textContent = PW.t("misses", misses);
    pairLabel.textContent = PW.t("pair", Math.min(round + 1, rounds), rounds);
  }

  /* ---- Sizing words as print does ------------------------------------- */

  const measure = document.createElement("canvas").getContext("2d");
  /* The type size (as a share of the card's side) that fits symbol @s in
   * a circle of radius @r (card units): a word by its ink's diagonal, a
   * character by its em box, as deck-render-card.c draws them.  Measured
   * at 100 px. */
  function typeShare(s, r) {
    const character = s.type === "character";
    measure.font = `${character ? 700 : 400} 100px "Puzzlewright Page", system-ui, sans-serif`;
    const m = measure.measureText(s.text);
    const rad = r * FACE / 2;
    if (character) {
      const side = Math.max(m.width, m.fontBoundingBoxAscent + m.fontBoundingBoxDescent);
      return side > 0 ? 100 * P["picture-side"] * rad / side : 0;
    }
    const w = m.actualBoundingBoxLeft + m.actualBoundingBoxRight;
    const h = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
    return w > 0 && h > 0 ? 100 * 2 * rad / Math.hypot(w, h) : 0;
  }

  /* ---- Cards ------------------------------------------------------------ */

  let size = 0;
  function fillCard(el, card) {
    el.replaceChildren();
    el.dataset.card = card;
    for (const [s, x, y, r, angle] of P.cards[card]) {
      const sym = P.symbols[s];
      const b = PW.el("button", "deck-symbol");
      b.type = "button";
      b.dataset.symbol = s;
      b.dataset.r = r;
      b.setAttribute("aria-label", sym.text);
      const side = r * FACE * 100;
      b.style.width = b.style.height = side + "%";
      b.style.left = (50 + 50 * FACE * x) - side / 2 + "%";
      b.style.top = (50 + 50 * FACE * y) - side / 2 + "%";
      let face;
      if (sym.type === "picture") {
        face = PW.el("img", "deck-picture");
        face.src = sym.src;
        face.alt = "";
        face.draggable = false;
        face.style.width = face.style.height = P["picture-side"] * 50 + "%";
      } else {
        face = PW.el("span", "deck-word deck-" + sym.type, sym.text);
        face.style.color = sym.colour;
        face.dataset.share = typeShare(sym, r);
      }
      face.style.transform = `rotate(${angle}deg)`;
      b.append(face);
      b.addEventListener("click", () => pick(b, s));
      el.append(b);
    }
    sizeWords(el);
  }

  function sizeWordsAnew(el) {
    for (const w of el.querySelectorAll(".deck-word"))
      w.dataset.share = typeShare(P.symbols[Number(w.parentNode.dataset.symbol)],
                                  Number(w.parentNode.dataset.r));
    sizeWords(el);
  }

  function sizeWords(el) {
    for (const w of el.querySelectorAll(".deck-word"))
      w.style.fontSize = Number(w.dataset.share) * size + "px";
  }

  function layout(width, height) {
    const gap = Math.min(width, height) * 0.05;
    size = Math.max(Math.min((width - gap) / 2, height), 40);
    table.style.gap = gap + "px";
    cardEls.forEach((c) => {
      c.style.width = c.style.height = size + "px";
      sizeWords(c);
    });
  }
  PW.onResize(layout);

  function deal() {
    settled = false;
    next.disabled = true;
    fillCard(cardEls[0], order[round]);
    fillCard(cardEls[1], order[round + 1]);
    showCounts();
  }

  function shared() {
    const left = new Set(P.cards[order[round]].map((p) => p[0]));
    return P.cards[order[round + 1]].map((p) => p[0]).find((s) => left.has(s));
  }

  function mark(s, className) {
    for (const b of table.querySelectorAll(`.deck-symbol[data-symbol="${s}"]`))
      b.classList.add(className);
  }

  function advance() {
    round++;
    if (round >= rounds) {
      over = true;
      showCounts();
      PW.finish(true, PW.t("deck-done", score, rounds));
      return;
    }
    deal();
  }

  function pick(button, s) {
    if (over || settled || PW.busy.active)
      return;
    PW.clock.start();
    if (s === shared()) {
      settled = true;
      score++;
      mark(s, "deck-right");
      showCounts();
      PW.say(PW.t("right"), "good");
      PW.busy.wait(1200, advance);
      return;
    }
    misses++;
    showCounts();
    button.classList.add("deck-wrong");
    PW.say(PW.t("not-shared"), "bad");
    PW.busy.wait(600, () => button.classList.remove("deck-wrong"));
  }

  const next = PW.button(PW.t("next"), () => {
    if (!over && settled && !PW.busy.active)
      advance();
  }, { id: "deck-next" });
  PW.button(PW.t("show"), () => {
    if (over || settled)
      return;
    settled = true;
    mark(shared(), "deck-shown");
    next.disabled = false;
    PW.say(PW.t("shown"));
  }, { id: "deck-show" });

  PW.clock.setup(0);
  deal();
  /* Words are sized by the page's own font: again once it has loaded. */
  document.fonts.ready.then(() => cardEls.forEach(sizeWordsAnew));
});
