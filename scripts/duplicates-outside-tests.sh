#!/usr/bin/env bash
# Issue 13's measure: the pairs `duplicates` finds in the working tree once the tests are set aside
# (*.test.ts(x), e2e/, test/ folders, *-fixture.ts, test-*.ts). Extra arguments go to `duplicates` (--most 200, …).
set -euo pipefail
repo="$(git rev-parse --show-toplevel)"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cd "$repo"
git ls-files -co --exclude-standard -z \
  | grep -zvE '(\.test\.tsx?$|^e2e/|/test/|/__tests__/|-fixture\.ts$|/test-[a-z-]+\.tsx?$)' \
  | xargs -0 -I{} sh -c 'test -f "{}" && mkdir -p "$0/$(dirname "{}")" && cp "{}" "$0/{}"' "$copy"
cd "$copy"
git init -q . && git add -A >/dev/null
duplicates --seconds 180 "$@"
