#!/usr/bin/env python3
"""Reads a review pack's index.html with the standard library's HTML parser, independently of the code
that wrote it, and prints what it found as JSON (or one line naming the first problem, exit 1).

Usage: read_pack.py DIR/index.html

Checked: a doctype, balanced tags (void elements aside), one <h1>, a <title>, no <script>, no address
that leaves the page (http:, https:, //, an absolute path or ..), and for each <section id>: an <h2>, a
paragraph of class "action", one <img> with its src, width and height, and a results table whose rows
(class fail, pass or na) each have four cells: verdict, severity, rule, explanation.
"""

import json
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class PackReader(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.problems = []
        self.doctype = None
        self.title = ""
        self.headings = []
        self.screens = []
        self.text_target = None
        self.row = None
        self.cell = None

    def problem(self, message):
        line, column = self.getpos()
        self.problems.append(f"line {line} column {column + 1}: {message}")

    def handle_decl(self, declaration):
        self.doctype = declaration

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        for name in ("src", "href"):
            value = attributes.get(name)
            if value is not None and (
                ":" in value.split("#")[0] or value.startswith("/") or ".." in value.split("/")
            ):
                self.problem(f"<{tag} {name}=\"{value}\"> points outside the page")
        if tag == "script":
            self.problem("the page has a <script>")
        if tag == "section":
            self.screens.append(
                {"id": attributes.get("id"), "heading": "", "action": "", "images": [], "results": []}
            )
        screen = self.screens[-1] if self.screens and "section" in self.stack else None
        if tag == "img" and screen is not None:
            screen["images"].append(
                {"src": attributes.get("src"), "width": attributes.get("width"), "height": attributes.get("height")}
            )
        if tag == "tr" and screen is not None and attributes.get("class") in ("fail", "pass", "na"):
            self.row = {"class": attributes["class"], "cells": []}
        if tag == "td" and self.row is not None:
            self.cell = ""
        if tag == "title":
            self.text_target = "title"
        elif tag == "h1":
            self.headings.append("")
            self.text_target = "h1"
        elif tag == "h2" and screen is not None:
            self.text_target = "h2"
        elif tag == "p" and screen is not None and attributes.get("class") == "action":
            self.text_target = "action"
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attributes):
        if tag not in VOID:
            self.problem(f"<{tag}/> is not a void element")
        self.handle_starttag(tag, attributes)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.problem(f"</{tag}> closes <{self.stack[-1] if self.stack else 'nothing'}>")
            return
        self.stack.pop()
        if tag in ("title", "h1", "h2") or (tag == "p" and self.text_target == "action"):
            self.text_target = None
        if tag == "td" and self.row is not None:
            self.row["cells"].append(self.cell.strip())
            self.cell = None
        if tag == "tr" and self.row is not None:
            self.screens[-1]["results"].append(self.row)
            self.row = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
        if self.text_target == "title":
            self.title += data
        elif self.text_target == "h1":
            self.headings[-1] += data
        elif self.text_target == "h2":
            self.screens[-1]["heading"] += data
        elif self.text_target == "action":
            self.screens[-1]["action"] += data


def read(path):
    reader = PackReader()
    with open(path, encoding="utf-8") as handle:
        reader.feed(handle.read())
    reader.close()
    if reader.doctype is None or reader.doctype.lower() != "doctype html":
        reader.problem("no <!DOCTYPE html>")
    if reader.stack:
        reader.problem(f"unclosed <{'>, <'.join(reader.stack)}>")
    if len(reader.headings) != 1:
        reader.problem(f"{len(reader.headings)} <h1> headings, not one")
    if not reader.title.strip():
        reader.problem("no <title>")
    screens = []
    for screen in reader.screens:
        name = screen["id"]
        if not name or not screen["heading"].strip() or not screen["action"].strip():
            reader.problem(f"section {name!r} lacks an id, an <h2> or an action paragraph")
        if len(screen["images"]) != 1 or not screen["images"][0]["src"]:
            reader.problem(f"section {name!r} has {len(screen['images'])} images, not one with a src")
        for row in screen["results"]:
            if len(row["cells"]) != 4:
                reader.problem(f"section {name!r}: a result row has {len(row['cells'])} cells, not 4")
        screens.append(
            {
                "id": name,
                "heading": " ".join(screen["heading"].split()),
                "action": " ".join(screen["action"].split()),
                "image": screen["images"][0] if screen["images"] else None,
                "results": [
                    dict(zip(("verdict", "severity", "rule", "why"), row["cells"]), **{"class": row["class"]})
                    for row in screen["results"]
                ],
            }
        )
    if reader.problems:
        print(f"{path}: {reader.problems[0]}", file=sys.stderr)
        return 1
    print(json.dumps({"title": reader.title.strip(), "h1": reader.headings[0].strip(), "screens": screens}))
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: read_pack.py DIR/index.html", file=sys.stderr)
        sys.exit(64)
    sys.exit(read(sys.argv[1]))
