#!/usr/bin/env python3
"""The word search's web page, played in headless Chromium (tests/browser).

Exports the Fruit Bowl sample with the CLI and finds every word by
dragging from its first letter to its last: with the mouse, one with a
finger, one backwards, one with the arrow keys and Enter; plus a drag
over letters that are no word and a word found twice.  Then the teacher's
Show Answers.  Where each word is comes from the sample file, checked
against its grid here.  Screenshots at 1920×1080 and 1024×768.

    test-word-search-page.py CLI SAMPLE
"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.environ.get('PW_TEST_SRCDIR', ''), 'browser'))
import pw_browser  # noqa: E402

cli, sample = sys.argv[1:3]
work = tempfile.mkdtemp(prefix='pw-ws-page-')
STEP = {'right': (0, 1), 'down': (1, 0), 'down-right': (1, 1), 'up-right': (-1, 1),
        'left': (0, -1), 'up': (-1, 0), 'up-left': (-1, -1), 'down-left': (1, -1)}


def play(b, tap):
    puzzle = json.load(open(sample, encoding='utf-8'))['puzzle']
    W, H, cells = puzzle['width'], puzzle['height'], puzzle['cells']
    words = []
    for w in puzzle['words']:
        dr, dc = STEP[w['direction']]
        n = len(w['text'])
        start, end = (w['row'], w['col']), (w['row'] + dr * (n - 1), w['col'] + dc * (n - 1))
        spelt = ''.join(cells[w['row'] + dr * k][w['col'] + dc * k] for k in range(n))
        tap.equal(spelt.upper(), w['text'].upper(), f"{w['text']} reads in the sample's grid")
        words.append((w['text'], start, end))

    page = os.path.join(work, 'words.html')
    status, err = pw_browser.export_page(cli, sample, page)
    tap.equal(status, 0, 'export --format html succeeds')
    size = os.path.getsize(page)
    tap.ok(size < 3_000_000, f'the page is under 3 MB ({size} bytes)')

    # A word on the list but not in the grid: pupils would look for it in
    # vain, so no page.
    doc = json.load(open(sample, encoding='utf-8'))
    doc['puzzle']['words'].append({'text': 'ZEBRA'})
    unplaced = os.path.join(work, 'zebra.pzw')
    json.dump(doc, open(unplaced, 'w'))
    status, err = pw_browser.export_page(cli, unplaced, os.path.join(work, 'zebra.html'))
    tap.equal(status, 1, 'a word not in the grid is refused (exit 1)')
    tap.ok('ZEBRA' in err, 'naming the word', err)

    b.size(1920, 1080)
    b.load(page)

    def cell(r, c):
        return b.js("return document.querySelectorAll('.ws-cell')[arguments[0]]", r * W + c)

    def found():
        return b.js("return document.querySelector('.ws-found').textContent")

    def struck():
        return b.js("return [...document.querySelectorAll('.ws-word.ws-struck')]"
                    ".map(w => w.textContent)")

    tap.equal(found(), f'Found 0 of {len(words)}', 'the count starts at none')
    tap.equal(b.js("return document.querySelectorAll('.ws-cell').length"), W * H,
              'every cell is shown')
    b.screenshot('word-search-1920x1080-start')

    # Letters that make no word: along the top row, wherever no word lies.
    def lies_on(r0, c0, r1, c1):
        return any({s, e} == {(r0, c0), (r1, c1)} for _, s, e in words)
    c0 = next(c for c in range(W - 3) if not lies_on(0, c, 0, c + 3))
    b.mouse_drag(cell(0, c0), cell(0, c0 + 3))
    tap.equal(b.status(), 'Not a word from the list', 'a drag over no word says so')
    tap.equal(found(), f'Found 0 of {len(words)}', 'and finds nothing')
    b.settle()

    for i, (text, start, end) in enumerate(words):
        if i == 0:
            b.touch_drag(cell(*start), cell(*end))
            how = 'with a finger'
        elif i == 1:
            b.mouse_drag(cell(*end), cell(*start))
            how = 'backwards'
        elif i == 2:
            grid = b.js("return document.querySelector('.ws-grid')")
            b.keys(grid, *b.arrows_to([start, end]))
            how = 'with the keys'
        else:
            b.mouse_drag(cell(*start), cell(*end))
            how = 'with the mouse'
        b.settle()
        if i < len(words) - 1:
            tap.equal(b.status(), f'Found: {text}', f'{text} is found {how}')
        tap.ok(text in struck(), f'{text} is struck from the list')
        tap.equal(found(), f'Found {i + 1} of {len(words)}', f'the count says {i + 1}')
        if i == 3:
            b.mouse_drag(cell(*words[0][1]), cell(*words[0][2]))
            tap.equal(b.status(), f'“{words[0][0]}” is found already',
                      'a word found again says so')
            b.screenshot('word-search-1920x1080-playing')
    b.wait(lambda: b.state() == 'won', 'the puzzle to be solved')
    tap.ok(b.status().startswith('Solved in '), 'the page says it is solved', b.status())
    tap.equal(b.js("return document.querySelectorAll('.ws-outlines .ws-found').length"),
              len(words), 'every word is outlined')
    b.screenshot('word-search-1920x1080-solved')

    b.size(1024, 768)
    b.load(page)
    b.screenshot('word-search-1024x768-start')
    show = b.js("return document.getElementById('ws-show-answers')")
    b.click(show)
    b.click(show)
    b.wait(lambda: b.state() == 'over', 'the answers to be shown')
    tap.equal(b.js("return document.querySelectorAll('.ws-outlines .ws-shown').length"),
              len(words), 'Show Answers outlines every word')
    b.screenshot('word-search-1024x768-answers')
    tap.equal(b.errors(), [], 'no script error or refused load')


pw_browser.main(play)
