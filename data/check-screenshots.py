#!/usr/bin/env python3
"""check-screenshots.py METAINFO SCREENSHOTS-DIR HELP-FIGURES-DIR — TAP:
every screenshot the metainfo names is in data/screenshots (its file name
is the last part of its address), with the size the metainfo gives; every
picture there is named, with a caption; and the help shows the same
pictures (build-aux/screenshots makes both)."""
import pathlib
import struct
import sys
import xml.etree.ElementTree as ET


def png_size(path):
    data = path.read_bytes()[:24]
    if data[:8] != b'\x89PNG\r\n\x1a\n' or data[12:16] != b'IHDR':
        return None
    return struct.unpack('>II', data[16:24])


def main(metainfo, shots, figures):
    shots, figures = pathlib.Path(shots), pathlib.Path(figures)
    results = []
    named = set()
    root = ET.parse(metainfo).getroot()
    screenshots = root.findall('./screenshots/screenshot')
    results.append((len(screenshots) >= 4, f'{len(screenshots)} screenshots (Flathub wants several)'))
    results.append((sum(s.get('type') == 'default' for s in screenshots) == 1, 'one is the default'))
    for s in screenshots:
        image = s.find('image')
        name = image.text.strip().rsplit('/', 1)[-1]
        named.add(name)
        path = shots / name
        size = png_size(path) if path.exists() else None
        want = (int(image.get('width', 0)), int(image.get('height', 0)))
        results.append((size == want, f'{name} is {want[0]}×{want[1]} as the metainfo says'
                        + ('' if size == want else f' (it is {size})')))
        results.append((bool((s.findtext('caption') or '').strip()), f'{name} has a caption'))
        fig = figures / name
        results.append((fig.exists() and fig.read_bytes() == path.read_bytes() if path.exists()
                        else False, f'the help shows the same {name}'))
    for path in sorted(shots.glob('*.png')):
        results.append((path.name in named, f'{path.name} is named in the metainfo'))
    print(f'1..{len(results)}')
    for i, (ok, what) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {what}")
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:4]))
