#!/usr/bin/env python3
"""The wall's web page, played in headless Chromium (tests/browser).

Exports the Lion Wall sample with the CLI and plays it as a class would:
a wrong pick, each group picked by clicking its cards (one group with the
keys), lives once two groups are found, the last group found by itself;
then the teacher's Show Answer resolving the wall one group at a time.
A wall whose every text is markup or script shows the text and runs
nothing.  Screenshots at 1920×1080 and 1024×768.

The page made in German speaks German where the catalogue does.

    test-connecting-wall-page.py CLI SAMPLE HOSTILE LOCALEDIR
"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.environ.get('PW_TEST_SRCDIR', ''), 'browser'))
import pw_browser  # noqa: E402

cli, sample, hostile, localedir = sys.argv[1:5]
work = tempfile.mkdtemp(prefix='pw-wall-page-')


def groups_of(path):
    puzzle = json.load(open(path, encoding='utf-8'))['puzzle']
    return [([c['text'] for c in g['cards']], g['connection']) for g in puzzle['groups']]


def card(b, text):
    return b.js("return [...document.querySelectorAll('.cw-card')]"
                ".find(c => c.textContent === arguments[0])", text)


def found_rows(b):
    return b.js("return [...document.querySelectorAll('.cw-card.cw-found')].length") // 4


def connections(b):
    return b.js("return [...document.querySelectorAll('.cw-connection')].map(l => l.textContent)")


def lives(b):
    return b.js("return document.querySelector('.cw-lives').textContent")


def pick(b, texts):
    for t in texts:
        b.click(card(b, t))
    b.settle()


def export(tap, path, name):
    page = os.path.join(work, name)
    status, err = pw_browser.export_page(cli, path, page)
    tap.equal(status, 0, f'export --format html of {os.path.basename(path)} succeeds')
    tap.ok('holds the answers' in err, 'the CLI says the page holds the answers', err)
    return page


def play(b, tap):
    groups = groups_of(sample)
    page = export(tap, sample, 'wall.html')
    html = open(page, encoding='utf-8').read()
    tap.ok(len(html.encode()) < 3_000_000, f'the page is under 3 MB ({len(html.encode())} bytes)')
    tap.ok("default-src 'none'" in html, 'a Content Security Policy lets nothing load')
    # The connections are the answer: not in the page as text.
    tap.ok(all(conn not in html for _, conn in groups), 'no connection reads in the page source')

    b.size(1920, 1080)
    b.load(page)
    tap.equal(b.js("return document.querySelector('.pw-title').textContent"), 'Lion Wall',
              'the title is shown')
    tap.ok('James Buckland' in b.js("return document.querySelector('.pw-author').textContent"),
           'the author is shown')
    tap.equal(b.js("return document.querySelectorAll('.cw-card').length"), 16, '16 cards')
    tap.equal(b.js("return document.querySelector('.pw-clock').textContent"), 'Time 2:30',
              'the clock shows the two and a half minutes')
    b.screenshot('connecting-wall-1920x1080-start')

    # A wrong pick: one card of each group.
    pick(b, [g[0][0] for g in groups])
    tap.equal(b.status(), 'Not a group', 'a wrong pick says so')
    tap.equal(found_rows(b), 0, 'and finds nothing')
    tap.equal(lives(b), '', 'no lives count before two groups are found')
    tap.equal(b.js("return document.querySelectorAll('.cw-selected').length"), 0,
              'the wrong pick is let go')

    # The first group by touch, as on an interactive whiteboard.
    for t in groups[0][0]:
        b.touch_tap(card(b, t))
    b.settle()
    tap.equal(found_rows(b), 1, 'the first group is found by touch')
    tap.equal(connections(b), [groups[0][1]], 'and its connection shown')
    row0 = b.js("return [...document.querySelectorAll('.cw-card.cw-found')]"
                ".map(c => c.getBoundingClientRect().top)")
    first_top = b.js("return Math.min(...[...document.querySelectorAll('.cw-card')]"
                     ".map(c => c.getBoundingClientRect().top))")
    tap.ok(all(abs(t - first_top) < 1 for t in row0), 'it moved up into the first row')
    tap.ok(b.status().endswith(groups[0][1]), 'the status names the connection', b.status())

    # The second group with the keys: arrows to each card, Enter to pick.
    def slot(text):
        return int(card(b, text).get_attribute('data-slot'))
    keys, at = [], 0
    for t in groups[1][0]:
        target = slot(t)
        keys += ['\ue015'] * (target // 4 - at // 4) + ['\ue013'] * (at // 4 - target // 4)
        keys += ['\ue014'] * (target % 4 - at % 4) + ['\ue012'] * (at % 4 - target % 4)
        keys.append('\ue007')  # Enter
        at = target
    b.keys(b.js("return document.querySelector('.cw-card[data-slot=\"0\"]')"), *keys)
    b.settle()
    tap.equal(found_rows(b), 2, 'the second group is found with the keys')
    tap.equal(lives(b), '3 lives', 'three lives once two groups are found')

    # A wrong pick now costs a life.
    pick(b, [groups[2][0][0], groups[2][0][1], groups[3][0][0], groups[3][0][1]])
    tap.equal(lives(b), '2 lives', 'a wrong pick costs a life')
    b.screenshot('connecting-wall-1920x1080-lives')

    pick(b, groups[2][0])
    b.settle()
    b.wait(lambda: b.state() == 'won', 'the wall to be solved')
    tap.equal(found_rows(b), 4, 'the last group is found by itself')
    tap.equal(connections(b), [g[1] for g in groups], 'every connection is shown, in order')
    tap.ok(b.status().startswith('Solved in '), 'the page says it is solved', b.status())
    b.screenshot('connecting-wall-1920x1080-solved')

    # The teacher shows the answer: a second click within four seconds.
    b.size(1024, 768)
    b.load(page)
    b.screenshot('connecting-wall-1024x768-start')
    show = b.js("return document.getElementById('cw-show-answer')")
    b.click(show)
    tap.equal(found_rows(b), 0, 'one click on Show Answer spoils nothing')
    tap.equal(show.text, 'Click again to show the answer', 'it asks for a second click')
    b.click(show)
    b.wait(lambda: b.state() == 'over', 'the wall to be resolved', timeout=30)
    tap.equal(found_rows(b), 4, 'Show Answer resolves every group')
    tap.equal(b.js("return document.querySelectorAll('.cw-connection.cw-missed').length"), 4,
              'marked as not found by the players')
    b.screenshot('connecting-wall-1024x768-answer')
    tap.equal(b.errors(), [], 'no script error or refused load')

    # A hostile wall: text, never markup or script.
    page = export(tap, hostile, 'hostile.html')
    hgroups = groups_of(hostile)
    b.size(1920, 1080)
    b.load(page)
    shown = b.js("return [...document.querySelectorAll('.cw-card')].map(c => c.textContent)")
    tap.equal(sorted(shown), sorted(t for g in hgroups for t in g[0]), 'every card shows its text')
    tap.equal(b.js("return document.querySelectorAll('img').length"), 0, 'no element from a text')
    title = json.load(open(hostile, encoding='utf-8'))['metadata']['title']
    tap.equal(b.js("return document.querySelector('.pw-title').textContent"), title,
              'the title is shown as text')
    tap.equal(b.js('return document.title'), title, 'and is the window title')
    for g in hgroups:
        pick(b, g[0])
        if b.state() == 'won':
            break
    b.wait(lambda: b.state() == 'won', 'the hostile wall to be solved')
    tap.equal(connections(b), [g[1] for g in hgroups], 'its connections show as text')
    tap.ok(b.js("return [...document.querySelectorAll('.cw-connection, .cw-card')]"
                ".every(e => e.getBoundingClientRect().right <= innerWidth)"),
           'a long text wraps inside the screen')
    tap.equal(b.js('return window.pwned === undefined'), True, 'no text ran as script')
    tap.equal(b.errors(), [], 'nor even tried to (no refusal by the security policy)')
    b.screenshot('connecting-wall-hostile')

    # In German: the words the catalogue has, and the page says its language.
    page = os.path.join(work, 'de.html')
    env = dict(os.environ, LANGUAGE='de', LC_ALL='C.UTF-8', PUZZLEWRIGHT_LOCALEDIR=localedir)
    status, err = pw_browser.export_page(cli, sample, page, env=env)
    tap.equal(status, 0, 'the page is made in German')
    b.load(page)
    tap.equal(b.js('return document.documentElement.lang'), 'de', 'it says it is in German')
    tap.equal(b.js("return document.querySelector('.pw-clock').textContent"), 'Zeit 2:30',
              'the clock speaks German')
    pick(b, groups[0][0])
    pick(b, groups[1][0])
    tap.equal(lives(b), '3 Leben', 'and so do the lives, in the plural')
    b.screenshot('connecting-wall-de')

    # The clock runs out (virtual time, so the test does not wait two and
    # a half minutes; last, since the page's time stays virtual): the
    # groups left are resolved.
    b.load(os.path.join(work, 'wall.html'))
    pick(b, groups[0][0])
    b.driver.execute_cdp_cmd('Emulation.setVirtualTimePolicy', {'policy': 'advance',
                                                                'budget': 160000})
    b.wait(lambda: b.state() == 'over', 'the clock to run out')
    tap.equal(b.status(), 'Time is up · Game over', 'the page says time is up')
    tap.equal(found_rows(b), 4, 'and resolves the groups left')
    tap.equal(b.js("return document.querySelectorAll('.cw-connection.cw-missed').length"), 3,
              'the three the players did not find')
    tap.equal(b.js("return document.querySelector('.pw-clock').textContent"), 'Time 0:00',
              'the clock shows no time left')


pw_browser.main(play)
