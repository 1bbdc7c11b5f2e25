"""The battle journal: every command as a data record, replayed to rebuild a battle.

`recording` turns a command builder's arguments into its record (offset
cells, ids as written), `playing` turns a record back into the same command
through the document's builders, `replaying` plays a file's journal from its
start when a battle opens, and `steps` shows the battle as it stood after
any record (Battle > Replay) and continues from there.
"""
