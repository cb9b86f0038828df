"""Read a drawing back: the cells of an SVG written by ``cute_sym.draw``."""
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def svg_cells(svg: str) -> dict:
    """``{(row, col): {"label", "fill", "group"}}`` for every ``g.cell`` of ``svg``."""
    root = ET.fromstring(svg)
    out = {}
    for g in root.iter(f"{NS}g"):
        if g.get("class") != "cell":
            continue
        rect, text = g.find(f"{NS}rect"), g.find(f"{NS}text")
        group = g.get("data-group")
        out[int(g.get("data-row")), int(g.get("data-col"))] = {
            "label": text.text or "", "fill": rect.get("fill"),
            "group": None if group is None else int(group)}
    return out


def svg_title(svg: str) -> str:
    return ET.fromstring(svg).find(f"{NS}title").text
