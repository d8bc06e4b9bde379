#!/usr/bin/env bash
# Tags a release of llmerrlint: `make release VERSION=v0.1.0`.
#
# Creates two annotated tags on HEAD: vX.Y.Z for the linter (the root
# module) and llmerr/vX.Y.Z for the llmerr module, whose directory prefix
# the go command requires in its tags. Pushing them is left to you.
set -euo pipefail
version=${1:-}
cd "$(dirname "$0")/.."
if ! [[ $version =~ ^v[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]]; then
  echo "release: want VERSION=vX.Y.Z, e.g. make release VERSION=v0.1.0 (got '$version')" >&2
  exit 2
fi
if [ -n "$(git status --porcelain)" ]; then
  echo "release: the working tree has uncommitted changes; commit or stash them first" >&2
  exit 1
fi
if ! grep -q "^## \[\?$version\]\?" CHANGELOG.md; then
  echo "release: CHANGELOG.md has no '## $version' section; write it first" >&2
  exit 1
fi
for tag in "$version" "llmerr/$version"; do
  if git rev-parse -q --verify "refs/tags/$tag" >/dev/null; then
    echo "release: tag $tag exists already" >&2
    exit 1
  fi
done
git tag -a "$version" -m "llmerrlint $version"
git tag -a "llmerr/$version" -m "llmerr $version"
echo "tagged $(git rev-parse --short HEAD) as $version and llmerr/$version; publish with:"
echo "  git push origin $version llmerr/$version"
