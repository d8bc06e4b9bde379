#!/usr/bin/env bash
# Builds golangci-lint (the version in .custom-gcl.yml) with the llmerrlint
# plugin blank-imported, without GitHub: the golangci-lint source comes from
# the Go module cache (`go mod download`), the plugin from this checkout
# (`go mod edit -replace`). This is the manual path of the golangci-lint
# module-plugin docs; `golangci-lint custom` does the same but clones from
# GitHub.
#
# The binary is cached under .cache/custom-gcl/<hash>/, keyed by the sources
# that go into it, so reruns are instant. Prints the binary's path on stdout
# (`make custom-gcl` copies it to bin/custom-gcl). Its `version` names the
# plugin: "2.15.0+llmerrlint.v0.1.0", or "+llmerrlint.devel.<hash>" between
# releases.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
version=$(sed -n 's/^version: *//p' .custom-gcl.yml)
plugin=$(git describe --tags --exact-match --match 'v*' 2>/dev/null || true)
hash=$({
  echo "$version $plugin"
  cat scripts/custom-gcl.sh go.mod go.sum
  find analyzers plugin -name '*.go' -not -name '*_test.go' | LC_ALL=C sort | xargs cat
} | sha256sum | cut -c1-16)
out="$repo/.cache/custom-gcl/$hash/custom-gcl"
if [ -x "$out" ]; then
  echo "$out"
  exit 0
fi

work=$(mktemp -d)
trap 'chmod -R u+w "$work"; rm -rf "$work"' EXIT
src=$(cd "$work" && GOFLAGS=-mod=mod go mod download -json "github.com/golangci/golangci-lint/v2@$version" |
  sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -d "$src" ] || { echo "custom-gcl: golangci-lint $version not in the module cache" >&2; exit 1; }
cp -r "$src" "$work/gcl"
chmod -R u+w "$work/gcl"
cd "$work/gcl"
cat > cmd/golangci-lint/plugins.go <<'GO'
package main

// This file is used to declare module plugins.

import _ "github.com/llmerrlint/llmerrlint/plugin"
GO
go mod edit -require=github.com/llmerrlint/llmerrlint@v0.0.0 -replace="github.com/llmerrlint/llmerrlint=$repo"
echo "custom-gcl: building golangci-lint $version with the llmerrlint plugin (a few minutes, once)" >&2
go mod tidy >&2
mkdir -p "$(dirname "$out")"
# golangci-lint reads its version from the build info unless main.date is
# set, and the build info of this build says (devel).
stamp="${version#v}+llmerrlint.${plugin:-devel.$hash}"
date=$(git -C "$repo" log -1 --format=%cI 2>/dev/null || date -u +%Y-%m-%dT%H:%M:%SZ)
go build -buildvcs=false -trimpath \
  -ldflags "-X main.version=$stamp -X main.date=$date -X main.commit=llmerrlint-plugin" \
  -o "$out.tmp" ./cmd/golangci-lint
mv "$out.tmp" "$out"
echo "$out"
