#!/usr/bin/env bash
# Shows and checks llmerrlint's fixes on the demo's bad support bot, in a
# copy of examples/ (the checkout is never edited): prints the diff that
# `-fix -diff` gives, applies `-fix`, builds the fixed code, and checks
# that no finishreason finding is left in the fixed functions and that a
# second `-fix` changes nothing. Used by `make demo`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin="$repo/bin/llmerrlint"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/examples" "$work/examples"
cd "$work/examples"
# The copy lives elsewhere: point the llmerr modules at this checkout's,
# the provider modules a fix may import included (before a release the
# go command finds them nowhere else).
go mod edit -replace=github.com/llmerrlint/llmerrlint/llmerr="$repo/llmerr"
for mod in "$repo"/llmerr/*/go.mod; do
	dir=$(dirname "$mod")
	go mod edit -replace="github.com/llmerrlint/llmerrlint/llmerr/${dir##*/}=$dir"
done
pkg=./supportbot/bad

echo "== llmerrlint -fix -diff $pkg: the fixes"
"$bin" -fix -diff "$pkg" 2>&1 | sed "s|$work/examples/||g" || true

echo "== llmerrlint -fix $pkg, go mod tidy (the provider module a fix imports), go build, go vet"
"$bin" -fix "$pkg" >/dev/null 2>&1 || true
go mod tidy
go build "$pkg"
go vet "$pkg"
left=$("$bin" -finishreason "$pkg" 2>&1 || true)
for fn in Reply Summarize; do
	line=$(grep -n "^func $fn(" supportbot/bad/bad.go | cut -d: -f1)
	end=$(awk -v s="$line" 'NR > s && /^}/ { print NR; exit }' supportbot/bad/bad.go)
	if echo "$left" | awk -F: -v s="$line" -v e="$end" '$2 >= s && $2 <= e { found = 1 } END { exit !found }'; then
		echo "demo-fix: a finishreason finding is left in $fn:" >&2
		echo "$left" >&2
		exit 1
	fi
done
echo "fixed: it builds, and finishreason finds nothing left in Reply and Summarize"

cp supportbot/bad/bad.go "$work/once.go"
"$bin" -fix "$pkg" >/dev/null 2>&1 || true
if ! cmp -s supportbot/bad/bad.go "$work/once.go"; then
	echo "demo-fix: a second -fix changed the code:" >&2
	diff -u "$work/once.go" supportbot/bad/bad.go >&2 || true
	exit 1
fi
echo "a second -fix changes nothing"
