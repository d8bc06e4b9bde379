# llmerrlint. Every target works on a fresh machine with Go 1.26.
GO      ?= go
# Every module of the repository except test fixtures under testdata/.
# ("." is the root module: the linter itself.)
MODULES := $(sort $(patsubst %/,%,$(dir $(shell find . -name go.mod -not -path '*/testdata/*' -not -path './.cache/*'))))

.PHONY: demo test ci bench fmt fmt-check vet tidy-check build install release lint-self \
	e2e e2e-vet e2e-standalone e2e-golangci e2e-precommit custom-gcl \
	overhead corpus corpus-ci fuzz-ci samefindings llmerr-replace

## demo: build the linter and run it on the bundled example module
# The findings are the point: exit status 3 (diagnostics) is success here,
# a clean run means the demo lost its bad code.
demo: build
	@echo "== llmerrlint ./... in examples/ (supportbot/bad shows the failure modes, supportbot/fixed the cure)"
	@cd examples && ../bin/llmerrlint ./... 2>&1; rc=$$?; \
	if [ $$rc -eq 3 ]; then echo "== the findings above are the demo: compare examples/supportbot/bad with examples/supportbot/fixed"; \
	elif [ $$rc -eq 0 ]; then echo "demo: no findings on examples/ (expected some in supportbot/bad)"; exit 1; \
	else exit $$rc; fi
	@bash scripts/demo-fix.sh

# The version stamped into llmerrlint: the tag, or tag-commits-hash, or
# the hash alone before the first tag; +dirty marks uncommitted changes.
LLMERRLINT_VERSION ?= $(shell git describe --tags --dirty --match 'v*' 2>/dev/null || echo devel-$$(git rev-parse --short HEAD 2>/dev/null))
LDFLAGS := -X main.version=$(LLMERRLINT_VERSION)

## build: build bin/llmerrlint
build:
	$(GO) build -ldflags "$(LDFLAGS)" -o bin/llmerrlint ./cmd/llmerrlint

## install: install llmerrlint into $(go env GOBIN), or $(go env GOPATH)/bin, with its version
install:
	$(GO) install -ldflags "$(LDFLAGS)" ./cmd/llmerrlint
	@echo "installed llmerrlint $(LLMERRLINT_VERSION) in $$($(GO) env GOBIN | grep . || echo $$($(GO) env GOPATH)/bin)"

## release: tag a release, e.g. make release VERSION=v0.1.0 (then push the tags it prints)
# Tags the linter (vX.Y.Z) and the llmerr module (llmerr/vX.Y.Z), which the
# go command needs to resolve github.com/llmerrlint/llmerrlint/llmerr@vX.Y.Z.
# Refuses a dirty tree, an existing tag, or a CHANGELOG.md without the version.
release:
	@bash scripts/release.sh "$(VERSION)"

## lint-self: llmerrlint on the project's own code (all but the demo's bad package)
# Every module under llmerr/: the library and each provider module.
lint-self: build
	./bin/llmerrlint ./...
	@set -e; for m in $(filter ./llmerr%,$(MODULES)); do echo "== llmerrlint $$m"; (cd $$m && $(CURDIR)/bin/llmerrlint ./...); done
	cd examples && ../bin/llmerrlint $$($(GO) list ./... | grep -v /supportbot/bad)

## custom-gcl: bin/custom-gcl, golangci-lint v2 with the plugin, built offline (cached in .cache/)
custom-gcl:
	@out=$$(bash scripts/custom-gcl.sh) && mkdir -p bin && cp -f "$$out" bin/custom-gcl && \
	echo "built bin/custom-gcl: $$(bin/custom-gcl version 2>&1 | head -1)"

## llmerr-replace: point the Go module in DIR at this clone's llmerr and provider modules (before the first release)
# go mod edit -replace for llmerr and each provider module (llmerr/openai,
# ...), offline; then go mod tidy in DIR requires those its imports use.
LLMERR_MODULES = $(filter-out %/internal/% ./llmerr/observability/%,$(filter ./llmerr%,$(MODULES)))
llmerr-replace:
	@test -n "$(DIR)" || { echo "usage: make llmerr-replace DIR=/path/to/your/module"; exit 2; }
	cd "$(DIR)" && $(GO) mod edit $(foreach m,$(patsubst ./%,%,$(LLMERR_MODULES)),-replace=github.com/llmerrlint/llmerrlint/$(m)=$(CURDIR)/$(m))
	@echo "llmerr-replace: now run go mod tidy in $(DIR)"

## e2e: end-to-end tests of every delivery channel
E2E = LLMERRLINT_E2E=1 $(GO) test -count=1 -timeout 30m ./e2e -run
e2e: e2e-vet e2e-standalone e2e-golangci e2e-precommit

e2e-vet:
	$(E2E) 'TestGoVet|TestGoFix|TestFixOutsideRepo'

e2e-standalone:
	$(E2E) 'TestStandalone|TestEditorProblemMatcher|TestExitCodes|TestConfigErrors|TestOutput|TestVersionAndHelp|TestInstallFromClone|TestMakeTest'

e2e-golangci:
	CUSTOM_GCL=$$(bash scripts/custom-gcl.sh) && CUSTOM_GCL=$$CUSTOM_GCL $(E2E) TestGolangciLint

e2e-precommit:
	$(E2E) TestPreCommit

## test: run the tests of every module, all of them even when one fails, then a summary
# TEST_TIMEOUT is go test's -timeout for each step (the real-SDK
# conformance tests are a step of their own; see scripts/test.sh).
TEST_TIMEOUT ?= 30m
test:
	@GO="$(GO)" TEST_TIMEOUT="$(TEST_TIMEOUT)" bash scripts/test.sh $(MODULES)

## bench: run the benchmarks of every module
bench:
	@set -e; for m in $(MODULES); do (cd $$m && $(GO) test -run '^$$' -bench . -benchmem ./...); done

## fmt: gofmt every Go file
fmt:
	gofmt -w $$(git ls-files '*.go' | grep -v /testdata/)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v /testdata/)); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	@set -e; for m in $(MODULES); do echo "== go vet $$m"; (cd $$m && $(GO) vet ./...); done

tidy-check:
	@set -e; for m in $(MODULES); do (cd $$m && $(GO) mod tidy && git diff --exit-code -- go.mod go.sum); done

## overhead: time llmerrlint against a null driver (standalone, go vet, facts sizes); see docs/benchmarks.md
# OVERHEAD_FLAGS=-runs=15 (default 9), -targets=std,adk,gen, -vet=false, -facts=false
overhead: build
	$(GO) build -o bin/nulllint ./tools/nulllint
	$(GO) run ./tools/overhead $(OVERHEAD_FLAGS)

## corpus: every analyzer, widest options, over std, x/tools and every SDK module; fails on a panic or analyzer error
corpus: build
	$(GO) run ./tools/corpus $(CORPUS_TARGETS)

# CI's share of the corpus: std and one SDK module.
corpus-ci: build
	$(GO) run ./tools/corpus -sample 0 std genai

## samefindings: the findings of BASE (a git revision, main by default) and of the working tree, diffed
# SAMEFINDINGS_FLAGS=-corpus adds the corpus targets. Exit 1 when they differ.
BASE ?= main
samefindings:
	$(GO) run ./tools/samefindings -base $(BASE) $(SAMEFINDINGS_FLAGS)

## fuzz-ci: a short run of the mutated-source fuzz target (FUZZTIME=10m for a long one)
# The run starts from the committed corpus alone, in a fresh cache
# directory: inputs that earlier runs left in GOCACHE would otherwise pile
# up, and go test fails when -fuzztime ends before it has replayed them all.
FUZZTIME ?= 60s
fuzz-ci:
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && \
	echo "$(GO) test -run '^\$$' -fuzz '^FuzzMutatedFixtures\$$' -fuzztime $(FUZZTIME) ./analyzers/" && \
	$(GO) test -run '^$$' -fuzz '^FuzzMutatedFixtures$$' -fuzztime $(FUZZTIME) ./analyzers/ -args -test.fuzzcachedir="$$dir"

## ci: everything CI runs
ci: fmt-check vet tidy-check test lint-self corpus-ci fuzz-ci e2e
