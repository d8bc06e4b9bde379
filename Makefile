# llmerrlint. Every target works on a fresh machine with Go 1.26.
GO      ?= go
# Every module of the repository except test fixtures under testdata/.
# ("." is the root module: the linter itself.)
MODULES := $(sort $(patsubst %/,%,$(dir $(shell find . -name go.mod -not -path '*/testdata/*' -not -path './.cache/*'))))

.PHONY: demo test ci bench fmt fmt-check vet tidy-check build lint-self \
	e2e e2e-vet e2e-standalone e2e-golangci e2e-precommit custom-gcl \
	overhead corpus corpus-ci fuzz-ci

## demo: build the linter and run it on the bundled example module
# The findings are the point: exit status 3 (diagnostics) is success here,
# a clean run means the demo lost its bad code.
demo: build
	@echo "== llmerrlint ./... in examples/ (supportbot/bad shows the failure modes, supportbot/fixed the cure)"
	@cd examples && ../bin/llmerrlint ./... 2>&1; rc=$$?; \
	if [ $$rc -eq 3 ]; then echo "== the findings above are the demo: compare examples/supportbot/bad with examples/supportbot/fixed"; \
	elif [ $$rc -eq 0 ]; then echo "demo: no findings on examples/ (expected some in supportbot/bad)"; exit 1; \
	else exit $$rc; fi

## build: build bin/llmerrlint
build:
	$(GO) build -o bin/llmerrlint ./cmd/llmerrlint

## lint-self: llmerrlint on the project's own code (all but the demo's bad package)
lint-self: build
	./bin/llmerrlint ./...
	cd llmerr && ../bin/llmerrlint ./...
	cd examples && ../bin/llmerrlint $$($(GO) list ./... | grep -v /supportbot/bad)

## custom-gcl: golangci-lint v2 with the plugin, built offline (cached in .cache/)
custom-gcl:
	@bash scripts/custom-gcl.sh

## e2e: end-to-end tests of every delivery channel
E2E = LLMERRLINT_E2E=1 $(GO) test -count=1 -timeout 30m ./e2e -run
e2e: e2e-vet e2e-standalone e2e-golangci e2e-precommit

e2e-vet:
	$(E2E) 'TestGoVet|TestGoFix'

e2e-standalone:
	$(E2E) 'TestStandalone|TestEditorProblemMatcher'

e2e-golangci:
	CUSTOM_GCL=$$(bash scripts/custom-gcl.sh) && CUSTOM_GCL=$$CUSTOM_GCL $(E2E) TestGolangciLint

e2e-precommit:
	$(E2E) TestPreCommit

## test: run the tests of every module
test:
	@set -e; for m in $(MODULES); do echo "== go test $$m"; (cd $$m && $(GO) test ./...); done

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
# OVERHEAD_FLAGS=-runs=5, -targets=std,adk,gen, -vet=false, -facts=false
overhead: build
	$(GO) build -o bin/nulllint ./tools/nulllint
	$(GO) run ./tools/overhead $(OVERHEAD_FLAGS)

## corpus: every analyzer, widest options, over std, x/tools and every SDK module; fails on a panic or analyzer error
corpus: build
	$(GO) run ./tools/corpus $(CORPUS_TARGETS)

# CI's share of the corpus: std and one SDK module.
corpus-ci: build
	$(GO) run ./tools/corpus -sample 0 std genai

## fuzz-ci: a short run of the mutated-source fuzz target (FUZZTIME=10m for a long one)
FUZZTIME ?= 30s
fuzz-ci:
	$(GO) test -run '^$$' -fuzz '^FuzzMutatedFixtures$$' -fuzztime $(FUZZTIME) ./analyzers/

## ci: everything CI runs
ci: fmt-check vet tidy-check test lint-self corpus-ci fuzz-ci e2e
