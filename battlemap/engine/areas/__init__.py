"""Measuring and area templates, Qt-free: the ruler's distance and the cells a shape covers.

`measure.py` is the ruler (a path of cells measured under the grid's metric,
diagonal rule included); `shapes.py` the area templates (circle, cone, line,
square) in unit world coordinates and the one covering rule: a cell counts
when its centre is inside the shape or on its boundary; `templates.py` the
template as a battle value and what it covers on a battle's map.
"""
