"""The computer side: plans scored by the rules' own odds, played through a person's commands.

How it decides (utility scoring over a pruned set of plans, with an influence
estimate of enemy threat; small enough to explain in one line per decision):

- a plan is a destination the token's movement map reaches (`destinations.py`:
  stay, the cells nearest each enemy and each objective zone, cells out of
  sight of the enemies' guns) and the best legal action from there
  (`attacks.py`: the catalogue's attacks at each enemy, with the exact chance
  `explain_attack` gives, and the harm the system's own resolver deals on a
  few fixed dice streams, `harm.py`: health lost, a token taken out);
- its score (`scoring.py`) is `dealt * expected harm dealt - taken * expected
  harm taken + goal * progress on the side's objectives`, the three weights
  from the side's temperament (`temperament.py`); progress pulls toward the
  side's zones (and into an enemy's zone the harder the nearer it is to
  holding it, until one token of the side stands in it), toward the token an
  enemy must protect, and toward the enemy to within a move (a shooter) or
  reach (a fighter), by the way round walls and through closed doors, which
  a token beside one opens; harm taken counts the blows the enemies can land
  on the destination next turn (`blows.py`: each one's own walk, with its
  size and the walls, and what its budget leaves after it: an action-point
  fighter far off lands none, one beside its target two), each at its chance
  and as hard as it hits (cover
  there halves a shot, a full cover stops it), and the reactions the path
  provokes; a plan's harm dealt counts its attack as often as the budget
  left pays for it, and an action with no target that makes the turn's
  attacks do more harm (Fallout's Focus) is taken first;
- a token that could not attack even on a fresh turn (`attacks.armed`: an
  arrow to nock, no rounds left) loads or readies first, or keeps out of
  harm rather than close on a foe it cannot hurt;
- a wall between a shooter and the destination is cover only for as long
  as the shooter's walk round it to a cell that sees it takes
  (`blows.shot_steps`); ground behind a closed door (a cell, or an edge) is
  weighed from the battle with the door open (`doorways.py`: walk up, open,
  walk on); a one-square step the budget cannot pay that the system's
  `minimum_move` hook allows is a destination too;
- a token with nothing better to do spends the rest of its turn on an
  attack held for the enemies' turn (an attack-group action aimed at a
  direction: Overwatch) or on the action with no target that lowers the
  threat on it most (Defend), whichever is worth more (`guard.py`);
- `decide.py` keeps the best plan (ties broken by a stable order, so a battle
  and its seed always play the same) and says why, as reason codes the
  document words (document/computer_words.py) and the journal keeps on the
  step's record (document/computer_why.py);
- `reactions.py` answers a reaction on offer at once; `baseline.py` is the
  bench's yardstick: advance on the nearest enemy and attack it.

Only `state.system` hooks and the catalogue reach a system: no system is named here.
"""
