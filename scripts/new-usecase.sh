#!/usr/bin/env bash
# make usecase NAME=TopUp: adds a use case, so `make test` passes straight after, with no hand edit.
#
# A use case is a struct of closures (nothing else to write: no protocol, no double, no latency
# wrapper, since simulated latency lives in Effects). This writes the use case with its live
# implementation and a test, and adds it at the marked lines to UseCaseEnvironment, to TestSupport's
# unimplemented values, and to the composition root. It never overwrites a file and refuses a name
# that is taken. A view model that needs it takes it through init, and the screen factory passes it.
set -euo pipefail
cd "$(dirname "$0")/.."

name=${1:-}
if [[ ! "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
    echo "usage: make usecase NAME=TopUp   (UpperCamelCase: letters and digits)" >&2
    exit 2
fi
lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"                  # topUp
words=$(sed -E 's/([a-z0-9])([A-Z])/\1 \2/g' <<<"$name" | tr '[:upper:]' '[:lower:]') # top up
type="${name}UseCase"

environment=Modules/UseCases/UseCaseEnvironment.swift
unimplemented=Modules/TestSupport/Unimplemented.swift
root=App/Bazaar.swift
remote=Modules/Remote/RemoteBackend.swift
fail() { echo "usecase: $*; nothing was written" >&2; exit 1; }

grep -qw "$type" "$environment" && fail "UseCaseEnvironment already has $type"
grep -q "^    public var $lower:" "$environment" && fail "UseCaseEnvironment already has a property '$lower'"
for marker in properties parameters assignments; do
    grep -q "// make usecase: $marker" "$environment" || fail "the line '// make usecase: $marker …' is missing from $environment"
done
grep -q "// make usecase: unimplemented values" "$unimplemented" || fail "the line '// make usecase: unimplemented values …' is missing from $unimplemented"
grep -q "// make usecase: unimplemented environment" "$unimplemented" || fail "the line '// make usecase: unimplemented environment …' is missing from $unimplemented"
grep -q "// make usecase: live use cases" "$root" || fail "the line '// make usecase: live use cases …' is missing from $root"
if [ -e "$remote" ]; then
    grep -q "// make usecase: remote use cases" "$remote" || fail "the line '// make usecase: remote use cases …' is missing from $remote"
fi

files=("Modules/UseCases/$name/$type.swift" "Tests/UseCasesTests/$name/${type}Tests.swift")
for file in "${files[@]}"; do
    [ -e "$file" ] && fail "$file already exists"
done
for file in "${files[@]}"; do mkdir -p "$(dirname "$file")"; done

cat >"${files[0]}" <<SWIFT
public import Models

/// The ${words} use case: say here what it does for a user, and what it throws.
public struct ${type}: Sendable {
    /// Runs ${words} for \`user\`; throws \`ServiceError\` (or \`CancellationError\` when cancelled).
    public var run: @Sendable (_ user: User.ID) async throws -> Void

    public init(run: @escaping @Sendable (_ user: User.ID) async throws -> Void) {
        self.run = run
    }
}

extension ${type} {
    /// The live ${words}. It takes no dependencies yet: add what its rules need (a repository protocol
    /// declared in this module, another use case, a clock) as parameters here, and pass them where the
    /// composition root (App) builds it.
    public static func live() -> Self {
        Self { _ in try Task.checkCancellation() }
    }
}
SWIFT

cat >"${files[1]}" <<SWIFT
import Models
import TestSupport
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct ${type}Tests {
    @Test func theLiveUseCaseRunsForAUser() async throws {
        try await ${type}.live().run(Fixtures.demoUser.id)
    }

    @Test func aCancelledCallThrowsCancellationAndDoesNothing() async {
        let task = Task {
            withUnsafeCurrentTask { \$0?.cancel() }
            try await ${type}.live().run(Fixtures.demoUser.id)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func theEnvironmentCarriesItAndTestsStartUnimplemented() async {
        var environment = UseCaseEnvironment.unimplemented
        await withKnownIssue("an unimplemented use case fails the test that calls it") {
            try await environment.${lower}.run(Fixtures.demoUser.id)
        }
        let calls = CallLog<User.ID>()
        environment.${lower}.run = { calls.append(\$0) }
        try? await environment.${lower}.run(Fixtures.demoUser.id)
        #expect(calls.calls == [Fixtures.demoUser.id])
    }
}
SWIFT

# Wire it in: each insertion goes just above its marker line, indented like it.
source scripts/insert-above.sh
insert_above "$environment" "// make usecase: properties" "public var $lower: $type"
insert_above "$environment" "// make usecase: parameters" "$lower: $type,"
insert_above "$environment" "// make usecase: assignments" "self.$lower = $lower"
insert_above "$unimplemented" "// make usecase: unimplemented values" "extension $type {
    public static let unimplemented = Self { _ in try TestSupport.unimplemented(\"$lower.run\") }
}
"
insert_above "$unimplemented" "// make usecase: unimplemented environment" "$lower: .unimplemented,"
insert_above "$root" "// make usecase: live use cases" "$lower: .live(),"
# With a server (--server), it runs on this device until the contract has an operation for it.
if [ -e "$remote" ]; then
    insert_above "$remote" "// make usecase: remote use cases" "$lower: .live(),"
fi

# The next build compiles the app's modules again in full (a warm build folder could keep stale layouts).
bash scripts/forget-builds.sh

cat <<DONE
Wrote:
$(printf '  %s\n' "${files[@]}")
Added at the marked lines (three files, six places):
  $environment: the property, the init parameter and its assignment
  $unimplemented: ${type}.unimplemented, and the line of UseCaseEnvironment.unimplemented
  $root: the live use case in the composition root
Next: make test. Then write its rules in ${type}.live(…), and give it to the view model that needs it
(through init; the screen factory in Modules/Coordinator/ScreenFactory.swift passes environment.$lower).
DONE
if [ -e "$remote" ]; then
    cat <<DONE
With --server it runs on this device until the contract serves it: add the operation to
Modules/API/openapi.yaml, make api, serve it in Server/, and call it in $remote (see docs/extending.md).
DONE
fi
