"""The docks beside the map: Turn Order, Inspector, Log, Odds, Reactions and Notes."""
