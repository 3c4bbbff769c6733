#!/usr/bin/env python3
"""The domino grid's web page, played in headless Chromium (tests/browser).

Exports Caviness's sample with the CLI, solves it here by a search of its
own (so the page's answer is checked against an independent one), and
lays every domino by dragging across its two cells: with the mouse, one
with a finger, one with the arrow keys and Enter.  A domino laid in the
wrong place is marked by Show Wrong and taken away with a tap.  The
checklist ticks off each domino laid.  Then the teacher's Show Answer.
A puzzle with two solutions is refused.  Screenshots at 1920×1080 and
1024×768.

    test-domino-grid-page.py CLI SAMPLE
"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.environ.get('PW_TEST_SRCDIR', ''), 'browser'))
import pw_browser  # noqa: E402

cli, sample = sys.argv[1:3]
work = tempfile.mkdtemp(prefix='pw-dg-page-')


def solutions(cells, n, limit=2):
    """Every tiling of the board by the double-n set, up to @limit."""
    R, C = len(cells), len(cells[0])
    used, mate, found = set(), {}, []

    def search():
        free = next(((r, c) for r in range(R) for c in range(C) if (r, c) not in mate), None)
        if free is None:
            found.append(dict(mate))
            return len(found) >= limit
        r, c = free
        for r2, c2 in ((r, c + 1), (r + 1, c)):
            if r2 >= R or c2 >= C or (r2, c2) in mate:
                continue
            d = tuple(sorted((cells[r][c], cells[r2][c2])))
            if d in used:
                continue
            used.add(d)
            mate[(r, c)], mate[(r2, c2)] = (r2, c2), (r, c)
            if search():
                return True
            used.discard(d)
            del mate[(r, c)], mate[(r2, c2)]
        return False

    search()
    return found


def play(b, tap):
    puzzle = json.load(open(sample, encoding='utf-8'))['puzzle']
    cells, R, C = puzzle['cells'], puzzle['rows'], puzzle['cols']
    tilings = solutions(cells, puzzle['double'])
    tap.equal(len(tilings), 1, 'the sample has one solution (found here)')
    dominoes = sorted({tuple(sorted((a, b2))) for a, b2 in tilings[0].items()})

    page = os.path.join(work, 'dominoes.html')
    status, err = pw_browser.export_page(cli, sample, page)
    tap.equal(status, 0, 'export --format html succeeds')

    # Two solutions: the page could call a right domino wrong, so no page.
    two = json.load(open(sample, encoding='utf-8'))
    two['puzzle'] = {'rows': 2, 'cols': 3, 'cells': [[0, 0, 0], [1, 1, 1]], 'double': 1}
    tap.equal(len(solutions(two['puzzle']['cells'], 1, limit=3)), 2,
              'the 2×3 board has two solutions (found here)')
    two_path = os.path.join(work, 'two.pzw')
    json.dump(two, open(two_path, 'w'))
    status, err = pw_browser.export_page(cli, two_path, os.path.join(work, 'two.html'))
    tap.equal(status, 1, 'a puzzle with two solutions is refused (exit 1)')
    tap.ok('exactly one solution' in err, 'saying why', err)
    tap.ok(not os.path.exists(os.path.join(work, 'two.html')), 'and writes nothing')

    b.size(1920, 1080)
    b.load(page)

    def cell(r, c):
        return b.js("return document.querySelectorAll('.dg-cell')[arguments[0]]", r * C + c)

    def laid():
        return b.js("return document.querySelector('.dg-laid').textContent")

    def ticked():
        return b.js("return document.querySelectorAll('.dg-tile.dg-ticked').length")

    n = len(dominoes)
    tap.equal(laid(), f'Laid 0 of {n}', 'nothing is laid at first')
    tap.equal(b.js("return document.querySelectorAll('.dg-tile').length"), n,
              'the checklist shows the set')
    b.screenshot('domino-grid-1920x1080-start')

    # A wrong domino: a right pair of numbers in a place the solution
    # does not have it.
    wrong = next(((r, c), (r, c + 1)) for r in range(R) for c in range(C - 1)
                 if tilings[0][(r, c)] != (r, c + 1))
    b.mouse_drag(cell(*wrong[0]), cell(*wrong[1]))
    b.settle()
    tap.equal(laid(), f'Laid 1 of {n}', 'a domino is laid by dragging')
    tap.equal(ticked(), 1, 'and ticked off in the checklist')
    b.click(b.js("return document.getElementById('dg-show-wrong')"))
    tap.equal(b.status(), '1 domino is not where the solution has it', 'Show Wrong says so')
    tap.equal(b.js("return document.querySelectorAll('.dg-piece.dg-wrong').length"), 1,
              'and marks it')
    b.screenshot('domino-grid-1920x1080-wrong')
    b.touch_tap(cell(*wrong[0]))
    b.settle()
    tap.equal(laid(), f'Laid 0 of {n}', 'a tap takes it away')

    for i, (a, z) in enumerate(dominoes):
        if i == 0:
            b.touch_drag(cell(*a), cell(*z))
        elif i == 1:
            board = b.js("return document.querySelector('.dg-board')")
            b.keys(board, *b.arrows_to([a, z]))
        else:
            b.mouse_drag(cell(*a), cell(*z))
        b.settle()
        if i < 3 or i == n - 1:
            how = ['with a finger', 'with the keys', 'with the mouse'][min(i, 2)]
            tap.equal(laid(), f'Laid {i + 1} of {n}', f'domino {i + 1} is laid {how}')
            tap.equal(ticked(), i + 1, f'{i + 1} ticked off')
        if i == n // 2:
            b.click(b.js("return document.getElementById('dg-show-wrong')"))
            tap.equal(b.status(), 'Every domino laid is right', 'Show Wrong finds none wrong')
    b.wait(lambda: b.state() == 'won', 'the board to be solved')
    tap.ok(b.status().startswith('Solved in '), 'the page says it is solved', b.status())
    b.screenshot('domino-grid-1920x1080-solved')

    b.size(1024, 768)
    b.load(page)
    b.screenshot('domino-grid-1024x768-start')
    show = b.js("return document.getElementById('dg-show-answer')")
    b.click(show)
    b.click(show)
    b.wait(lambda: b.state() == 'over', 'the solution to be shown')
    pieces = b.js("return [...document.querySelectorAll('.dg-piece')].map(p => p.dataset.cells)")
    shown = sorted(tuple(sorted(divmod(int(x), C) for x in p.split(','))) for p in pieces)
    tap.equal(shown, dominoes, 'Show Answer lays the solution found here')
    b.screenshot('domino-grid-1024x768-answer')
    tap.equal(b.errors(), [], 'no script error or refused load')


pw_browser.main(play)
