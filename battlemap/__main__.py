"""`python -m battlemap` does what the `battlemap` command does."""

import sys

from battlemap.cli import main

sys.exit(main())
