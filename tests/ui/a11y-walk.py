#!/usr/bin/env python3
# a11y-walk.py PID [WINDOW [SECONDS]]
#
# Walks the accessibility tree (AT-SPI, through pyatspi) of the window
# titled WINDOW of the application with process id PID as a screen reader
# finds it ("" for every window of the application), and lists
# every control a user can see that has no accessible name: a screen
# reader would say only its role, or, with GTK 4.8, the name of its
# widget type ("GtkImage", "GtkMenuButton"); and every button named with
# its mnemonic's underscore or twice ("_Verify Verify").  Waits up to SECONDS
# (default 30) for the application and the window to appear.
#
# What counts as seen: every window of the application, and under it
# every object with a size; a hidden stack page, a closed revealer or a
# folded panel has none, or is left out of the tree.  What counts as a
# control: buttons, toggles, check boxes, entries, spin buttons, combo
# boxes, sliders, menu items, list items and table cells (the rows of
# lists), canvases, images (one that only repeats the words beside it is
# left out of the tree, as alt="" leaves it out of a web page), and any
# other object that takes the keyboard focus that is not a container.  A
# cell of a table that takes no focus and cannot be selected only lays out
# what it holds, which is checked; what a combo box shows of its current
# value, inside it, is the combo box's.
#
# Exit status: 0 every control is named, 1 some are not (listed on
# stdout), 2 the window never appeared.  Without WINDOW, it reads titles
# from stdin, one a line, and answers each with its list and a line
# "END STATUS": a test walks many screens with one Python.
import collections
import re
import sys
import traceback
import time

import pyatspi
from gi.repository import Atspi

CONTROLS = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_TEXT, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TABLE_CELL, pyatspi.ROLE_TREE_ITEM,
    pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_LINK, pyatspi.ROLE_DRAWING_AREA,
    pyatspi.ROLE_CANVAS, pyatspi.ROLE_IMAGE, pyatspi.ROLE_ICON,
}
CONTAINERS = {
    pyatspi.ROLE_APPLICATION, pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW,
    pyatspi.ROLE_PANEL, pyatspi.ROLE_SCROLL_PANE, pyatspi.ROLE_VIEWPORT,
    pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX, pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE,
    pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_SPLIT_PANE, pyatspi.ROLE_PAGE_TAB_LIST,
    pyatspi.ROLE_GROUPING, pyatspi.ROLE_TOOL_BAR, pyatspi.ROLE_MENU,
}
# GTK 4.8 falls back to the widget's type name when nothing names it.
TYPE_NAME = re.compile(r'(Gtk|Adw|Pw)[A-Za-z]+')
MAX_OBJECTS = 20000


def windows_of(app, title):
    found = []
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None and (not title or window.name == title):
            found.append(window)
    return found


def find_windows(pid, title, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid:
                    windows = windows_of(app, title)
                    if windows:
                        return windows
            except Exception:
                pass
        time.sleep(0.2)
    return []


def has_size(obj):
    try:
        box = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except NotImplementedError:
        return True
    return box.width > 0 and box.height > 0


def unnamed(obj):
    name = (obj.name or '').strip()
    return not name or TYPE_NAME.fullmatch(name)


# A button's text given raw, with its mnemonic's underscore ("_Verify",
# "E_xplain"), or said twice ("_Verify Verify", "Open Open"): GTK 4.8
# names a button so unless pw-a11y.c mends it.
BUTTONS = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
           pyatspi.ROLE_RADIO_BUTTON}
MNEMONIC = re.compile(r'(^|[\s\w])_\w')


def misnamed(obj, role):
    name = (obj.name or '').strip()
    if role not in BUTTONS or not name:
        return False
    if MNEMONIC.search(name):
        return True
    words = name.split(' ')
    half = len(words) // 2
    return len(words) % 2 == 0 and half > 0 and words[:half] == words[half:]


def describe_children(obj):
    # What an unnamed object holds helps to find it: its children's roles
    # and names, a level down.
    parts = []
    for i in range(min(obj.childCount, 4)):
        child = obj.getChildAtIndex(i)
        if child is not None:
            parts.append(child.getRoleName() + (f' "{child.name[:24]}"' if child.name else ''))
    return f' (holding {", ".join(parts)})' if parts else ''


def role_name(role):
    return Atspi.role_get_name(role)


def path_of(chain):
    # Only for what is reported: each name is another question to the app.
    parts = []
    for obj in chain:
        label = role_name(obj.getRole())
        if obj.name:
            label += '[' + obj.name[:24] + ']'
        parts.append(label)
    return '/'.join(parts)


def walk(windows):
    missing = []
    count = 0
    stack = [(w, (w,), True) for w in windows]
    while stack and count < MAX_OBJECTS:
        obj, chain, descend = stack.pop()
        count += 1
        role = obj.getRole()
        if not has_size(obj):
            continue
        states = obj.getState()
        focusable = states.contains(pyatspi.STATE_FOCUSABLE)
        layout = (role == pyatspi.ROLE_TABLE_CELL and not focusable
                  and not states.contains(pyatspi.STATE_SELECTABLE))
        control = role in CONTROLS or (focusable and role not in CONTAINERS)
        if control and not layout and (unnamed(obj) or misnamed(obj, role)):
            missing.append((role_name(role), obj.name or '',
                            path_of(chain) + describe_children(obj)))
        if not descend:
            continue
        children = [obj.getChildAtIndex(i) for i in range(obj.childCount)]
        if role == pyatspi.ROLE_COMBO_BOX:
            # Its own button is a control; what it shows of its value is not.
            children = [c for c in children if c is not None
                        and c.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)]
            descend = False
        for child in reversed(children):
            if child is not None:
                stack.append((child, chain + (child,), descend))
    return count, missing


def report(pid, title, seconds):
    windows = find_windows(pid, title, seconds)
    if not windows:
        print(f'no window "{title}" of process {pid} on the accessibility bus')
        return 2
    count, missing = walk(windows)
    print(f'{count} accessible objects, {len(missing)} controls without a name'
          ' (or named with a raw mnemonic, or twice)')
    # The same control in every row of a list is one fault, counted.
    same = collections.Counter((role, name, re.sub(r'\[[^]]*\]', '', path))
                               for role, name, path in missing)
    for (role, name, path), n in same.most_common():
        times = f' ({n} times)' if n > 1 else ''
        shown = f' "{name}"' if name else ''
        what = 'misnamed' if name.strip() and not TYPE_NAME.fullmatch(name.strip()) else 'unnamed'
        print(f'{what} {role}{shown}{times} at {path}')
    return 1 if missing else 0


def main():
    pid = int(sys.argv[1])
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 30
    if len(sys.argv) > 2:
        return report(pid, sys.argv[2], seconds)
    # A title a line on stdin, each answered with its report and a line
    # "END STATUS": one Python for a whole test, not one a screen.
    for line in sys.stdin:
        status = walk_once_more_on_error(pid, line.rstrip('\n'), seconds)
        print(f'END {status}', flush=True)
    return 0


def walk_once_more_on_error(pid, title, seconds):
    """The report; an AT-SPI call that fails on a busy machine (an object
    gone, a D-Bus call timed out) gets one more walk, and then says why,
    instead of ending the walker and leaving the test a broken pipe."""
    for attempt in (1, 2):
        try:
            return report(pid, title, seconds)
        except Exception:
            traceback.print_exc()
            if attempt == 2:
                print(f'the walk of "{title}" failed: {sys.exc_info()[1]}')
                return 3


if __name__ == '__main__':
    sys.exit(main())
