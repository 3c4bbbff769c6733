#!/usr/bin/env python3
"""Compiles several .gresource.xml files into one C source: one GResource.

Each kind keeps its resources in its own folder, in its own
KIND.gresource.xml, so that adding a kind touches no shared file.  But each
GResource a library carries is registered at load, and GIO looks through
every registered resource in turn at each lookup: GTK's icon theme, loading
at start, asks about 2,600 folders, so every extra resource costs the
window's first frame about a million instructions (issue 26).  So each
library compiles its kinds' lists into one resource here.

File names in each list are relative to that list's folder, as
glib-compile-resources reads them; here they become relative to the source
root, and each keeps its resource path through an alias.

  merge-gresources.py --compiler glib-compile-resources --c-name NAME
      --sourcedir ROOT --output OUT.c --depfile OUT.d LIST.gresource.xml...
"""
import argparse
import os
import subprocess
import sys
import xml.etree.ElementTree as ET


def merge(lists, root):
    merged = ET.Element("gresources")
    owner = {}  # resource path -> the list that gave it
    for path in lists:
        folder = os.path.dirname(os.path.abspath(path))
        try:
            tree = ET.parse(path)
        except ET.ParseError as e:
            sys.exit(f"{path}: {e}")
        for resource in tree.getroot().iter("gresource"):
            out = ET.SubElement(merged, "gresource", resource.attrib)
            for f in resource.iter("file"):
                name = (f.text or "").strip()
                if not name:
                    sys.exit(f"{path}: a <file> without a name")
                attrib = dict(f.attrib)
                # The resource path a list gives a file is its alias, or
                # else its name as written there.
                attrib.setdefault("alias", name)
                where = os.path.join(folder, name)
                if not os.path.isfile(where):
                    sys.exit(f"{path}: no file {name}")
                key = resource.get("prefix", "/").rstrip("/") + "/" + attrib["alias"]
                if key in owner:
                    sys.exit(f"{path}: {key} is given by {owner[key]} too")
                owner[key] = path
                entry = ET.SubElement(out, "file", attrib)
                entry.text = os.path.relpath(where, root)
    return ET.ElementTree(merged)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--compiler", required=True)
    parser.add_argument("--c-name", required=True)
    parser.add_argument("--sourcedir", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--depfile", required=True)
    parser.add_argument("lists", nargs="+")
    args = parser.parse_args()

    root = os.path.abspath(args.sourcedir)
    xml_path = os.path.splitext(args.output)[0] + ".gresource.xml"
    merge(args.lists, root).write(xml_path, encoding="UTF-8", xml_declaration=True)
    done = subprocess.run([args.compiler, "--generate-source", "--c-name", args.c_name,
                           "--sourcedir", root, "--target", args.output,
                           "--dependency-file", args.depfile, xml_path])
    sys.exit(done.returncode)


if __name__ == "__main__":
    main()
