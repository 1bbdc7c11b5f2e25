"""Maps made elsewhere, as Battlemap scenarios: Universal VTT (`uvtt.py`)."""
