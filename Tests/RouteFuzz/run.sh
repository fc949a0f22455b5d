#!/usr/bin/env bash
# Route fuzzer (issue 35) against a built release binary: Tests/RouteFuzz/run.sh BINARY [--seconds N] [...]
# route_fuzz.py starts BINARY supervised on a random loopback port with a temporary data folder,
# signs up a member, a staff member (made staff with `liftinglog user set-role`) and a throwaway
# account, seeds real data and fuzzes every route for --seconds (default 120; --seconds 3600 for
# a long run). Ends with "route-fuzz: N passed, M failed"; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: Tests/RouteFuzz/run.sh BINARY [--seconds N] [--crash-route] [--seed N] [--keep]" >&2
  echo "route-fuzz: 0 passed, 1 failed"
  exit 2
fi
exec python3 -B Tests/RouteFuzz/route_fuzz.py --root "$PWD" "$@"
