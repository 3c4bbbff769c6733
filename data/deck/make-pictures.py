#!/usr/bin/env python3
"""Writes the deck kind's built-in pictures, data/deck/pictures/COLOUR-SHAPE.svg.

Usage: make-pictures.py [--check] [FOLDER]

Every picture is a 100 x 100 view box holding one filled shape with a dark
outline, one of seventeen shapes in one of eight colours.  The first eight
shapes were drawn by hand before this script; their outlines are kept here
exactly as written, so the script rewrites those 64 files byte for byte
(saved decks name their pictures, and a changed picture would change a
printed deck).  The other nine are computed below, so each can be read and
adjusted as numbers.  A shape with a hole (ring, flower, fish, key) is one
path filled even-odd: the hole shows the card.

--check writes nothing and exits 1 when a file differs from what the
script would write, or when FOLDER holds a picture the script does not.
FOLDER defaults to the pictures folder next to this script.
"""
import math
import os
import sys

# GNOME's palette (the colours the app itself uses), and its dark outline.
COLOURS = {
    "black": "#3d3846",
    "blue": "#3584e4",
    "brown": "#865e3c",
    "green": "#2ec27e",
    "orange": "#ff7800",
    "purple": "#9141ac",
    "red": "#e01b24",
    "yellow": "#f6d32d",
}
OUTLINE = "#241f31"

# The first eight shapes, as drawn by hand.
DRAWN = {
    "circle": '<circle cx="50" cy="50" r="42"/>',
    "cross": '<polygon points="36,8 64,8 64,36 92,36 92,64 64,64 64,92 36,92 36,64 8,64 '
             '8,36 36,36"/>',
    "diamond": '<polygon points="50,4 90,50 50,96 10,50"/>',
    "heart": '<path d="M50 88 C20 66 6 50 6 32 C6 18 17 8 30 8 C40 8 46 14 50 22 C54 14 60 8 '
             '70 8 C83 8 94 18 94 32 C94 50 80 66 50 88 Z"/>',
    "moon": '<path d="M62 6 A44 44 0 1 0 94 66 A34 34 0 1 1 62 6 Z"/>',
    "square": '<rect x="12" y="12" width="76" height="76" rx="6"/>',
    "star": '<polygon points="50.0,6.0 61.2,36.6 93.7,37.8 68.1,57.9 77.0,89.2 50.0,71.0 '
            '23.0,89.2 31.9,57.9 6.3,37.8 38.8,36.6"/>',
    "triangle": '<polygon points="50,8 94,88 6,88"/>',
}


def num(v):
    """A coordinate as short text: at most one decimal, no "-0"."""
    text = "%.1f" % v
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def pt(p):
    return "%s %s" % (num(p[0]), num(p[1]))


def polygon(points):
    return "M" + " L".join(pt(p) for p in points) + " Z"


def circle(cx, cy, r):
    """A whole circle as two half arcs (a path has no circle command)."""
    return "M%s A%s %s 0 1 0 %s A%s %s 0 1 0 %s Z" % (
        pt((cx - r, cy)), num(r), num(r), pt((cx + r, cy)), num(r), num(r), pt((cx - r, cy)))


def on_circle(c, r, degrees):
    a = math.radians(degrees)
    return (c[0] + r * math.cos(a), c[1] + r * math.sin(a))


def meet(c1, r1, c2, r2):
    """The two points where two circles cross, as angles (degrees) on the
    first circle; the first of them lies clockwise (on screen) of the line
    c1 -> c2."""
    dx, dy = c2[0] - c1[0], c2[1] - c1[1]
    d = math.hypot(dx, dy)
    base = math.degrees(math.atan2(dy, dx))
    half = math.degrees(math.acos((r1 * r1 + d * d - r2 * r2) / (2 * r1 * d)))
    return base + half, base - half


def arc_to(r, start, end):
    """An arc clockwise on screen (SVG sweep 1) from angle start to end."""
    span = (end - start) % 360
    return "A%s %s 0 %d 1" % (num(r), num(r), 1 if span > 180 else 0)


def outline_of_circles(circles):
    """The outer outline of circles in a chain, each overlapping the next
    (the last the first), walked clockwise on screen."""
    n = len(circles)
    ins, outs = [], []
    for i in range(n):
        c, r = circles[i]
        prev_c, prev_r = circles[i - 1]
        next_c, next_r = circles[(i + 1) % n]
        # Outer crossings: with the previous circle on its far side, with
        # the next one on the near side of the walk.
        ins.append(meet(c, r, prev_c, prev_r)[0])
        outs.append(meet(c, r, next_c, next_r)[1])
    path = "M" + pt(on_circle(circles[0][0], circles[0][1], ins[0]))
    for i in range(n):
        c, r = circles[i]
        end = on_circle(c, r, outs[i])
        path += " %s %s" % (arc_to(r, ins[i], outs[i]), pt(end))
    return path + " Z"


def ring():
    return circle(50, 50, 42) + " " + circle(50, 50, 18)


def arrow():
    return polygon([(6, 37), (50, 37), (50, 12), (94, 50), (50, 88), (50, 63), (6, 63)])


def lightning():
    return polygon([(54, 3), (14, 58), (42, 58), (30, 97), (88, 38), (60, 38), (78, 3)])


def drop():
    # A round bottom (centre 50,64, radius 31) drawn up to a point at the
    # top; the curves leave the circle along its tangents.
    return ("M50 5 C44 16 19 42 19 64 A31 31 0 0 0 81 64 C81 42 56 16 50 5 Z")


def flower():
    centre, petals, d, r = (50, 50), 5, 28, 18
    circles = [(on_circle(centre, d, -90 + 360 * k / petals), r) for k in range(petals)]
    return outline_of_circles(circles) + " " + circle(50, 50, 10)


def cloud():
    # Three bumps on a flat bottom: left, top, right circles, then the
    # bottom edge along the tangent line under the outer two.
    bottom = 80
    left, top, right = ((25, bottom - 19), 19), ((50, 42), 27), ((75, bottom - 20), 20)
    a1 = meet(left[0], left[1], top[0], top[1])[1]
    b1 = meet(top[0], top[1], left[0], left[1])[0]
    b2 = meet(top[0], top[1], right[0], right[1])[1]
    c2 = meet(right[0], right[1], top[0], top[1])[0]
    start = (left[0][0], bottom)
    path = "M" + pt(start)
    path += " %s %s" % (arc_to(left[1], 90, a1), pt(on_circle(left[0], left[1], a1)))
    path += " %s %s" % (arc_to(top[1], b1, b2), pt(on_circle(top[0], top[1], b2)))
    path += " %s %s" % (arc_to(right[1], c2, 90), pt((right[0][0], bottom)))
    return path + " Z"


def house():
    # A roof wider than the walls, and a door cut into the bottom edge.
    return polygon([(50, 6), (95, 48), (83, 48), (83, 93), (59, 93), (59, 67), (41, 67),
                    (41, 93), (17, 93), (17, 48), (5, 48)])


def fish():
    body = ("M96 50 C84 16 44 14 30 42 L5 20 L13 50 L5 80 L30 58 C44 86 84 84 96 50 Z")
    return body + " " + circle(76, 42, 6.5)


def key():
    # Drawn lying down, then turned to point up and right and fitted to
    # the box (6 to 94 both ways), so it fills the square the way the
    # other shapes do.
    c, r, hole = (0, 0), 24, 9
    top, bottom = -10, 10
    x = math.sqrt(r * r - top * top)
    body = [(x, top), (68, top), (68, 30), (56, 30), (56, bottom + 7), (50, bottom + 7),
            (50, 26), (38, 26), (38, bottom), (x, bottom)]
    a = math.radians(-40)

    def turned(p):
        return (p[0] * math.cos(a) - p[1] * math.sin(a), p[0] * math.sin(a) + p[1] * math.cos(a))

    points = [turned(p) for p in body]
    xs = [p[0] for p in points] + [c[0] - r, c[0] + r]
    ys = [p[1] for p in points] + [c[1] - r, c[1] + r]
    scale = 88 / max(max(xs) - min(xs), max(ys) - min(ys))
    mid = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)

    def fit(p):
        return (50 + (p[0] - mid[0]) * scale, 50 + (p[1] - mid[1]) * scale)

    bow = fit(c)
    path = "M" + " L".join(pt(fit(p)) for p in points)
    path += " A%s %s 0 1 1 %s Z" % (num(r * scale), num(r * scale), pt(fit(points[0])))
    return path + " " + circle(bow[0], bow[1], hole * scale)


COMPUTED = {
    "arrow": arrow,
    "cloud": cloud,
    "drop": drop,
    "fish": fish,
    "flower": flower,
    "house": house,
    "key": key,
    "lightning": lightning,
    "ring": ring,
}
HOLES = {"ring", "flower", "fish", "key"}


def shape_element(shape):
    if shape in DRAWN:
        return DRAWN[shape]
    rule = ' fill-rule="evenodd"' if shape in HOLES else ""
    return '<path d="%s"%s/>' % (COMPUTED[shape](), rule)


def picture(colour, shape):
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" '
            'height="100">\n'
            '<g fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round">%s</g>\n'
            '</svg>\n' % (COLOURS[colour], OUTLINE, shape_element(shape)))


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    folder = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                               "pictures")
    wanted = {}
    for colour in COLOURS:
        for shape in list(DRAWN) + list(COMPUTED):
            wanted["%s-%s.svg" % (colour, shape)] = picture(colour, shape)
    if not check:
        os.makedirs(folder, exist_ok=True)
        for name, text in wanted.items():
            with open(os.path.join(folder, name), "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
        return 0
    bad = 0
    for name, text in sorted(wanted.items()):
        path = os.path.join(folder, name)
        try:
            with open(path, encoding="utf-8", newline="") as f:
                same = f.read() == text
        except OSError:
            same = False
        if not same:
            print("%s: differs from what make-pictures.py writes" % path)
            bad += 1
    for name in sorted(os.listdir(folder)):
        if name.endswith(".svg") and name not in wanted:
            print("%s: not written by make-pictures.py" % os.path.join(folder, name))
            bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
