#!/usr/bin/env bash
# Adds a screen in one command: `make screen NAME=Profile` writes a view model (Inputs, Outputs and
# Type protocols and the class), its presenter, and a test for each, then lists the four places to
# touch to wire it into navigation. It never overwrites a file.
set -euo pipefail

name=${1:-}
if [[ ! "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
    echo "usage: make screen NAME=Profile   (UpperCamelCase, letters and digits)" >&2
    exit 2
fi
lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"
root=$(cd "$(dirname "$0")/.." && pwd)

files=(
    "Modules/ViewModels/$name/${name}ViewModel.swift"
    "Modules/Presenters/$name/${name}Presenter.swift"
    "Tests/ViewModelsTests/$name/${name}ViewModelTests.swift"
    "Tests/PresentersTests/Screens/${name}PresenterTests.swift"
)
for file in "${files[@]}"; do
    if [ -e "$root/$file" ]; then echo "screen: $file already exists; nothing written" >&2; exit 1; fi
done
mkdir -p "$root/Modules/ViewModels/$name" "$root/Modules/Presenters/$name" "$root/Tests/ViewModelsTests/$name" "$root/Tests/PresentersTests/Screens"

cat > "$root/${files[0]}" <<SWIFT
public import Models
public import UseCases

/// What the ${lower} view tells its view model.
@MainActor
public protocol ${name}ViewModelInputs: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
}

/// What the ${lower} view model tells its view to do.
@MainActor
public protocol ${name}ViewModelOutputs: AnyObject {
    /// The screen's title.
    var title: ((String) -> Void)? { get set }
}

/// The ${lower} view model, seen as its inputs and outputs.
@MainActor
public protocol ${name}ViewModelType: AnyObject {
    var inputs: any ${name}ViewModelInputs { get }
    var outputs: any ${name}ViewModelOutputs { get }
}

/// Drives the ${lower} screen.
@MainActor
public final class ${name}ViewModel: ${name}ViewModelType, ${name}ViewModelInputs, ${name}ViewModelOutputs {
    private let session: Session
    private let effects: Effects

    public init(session: Session, environment: UseCaseEnvironment, effects: Effects) {
        self.session = session
        self.effects = effects
    }

    public var inputs: any ${name}ViewModelInputs { self }
    public var outputs: any ${name}ViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        title?("${name} for \(session.user.displayName)")
    }

    // MARK: Outputs

    public var title: ((String) -> Void)?
}
SWIFT

cat > "$root/${files[1]}" <<SWIFT
public import ViewModels

/// Drives the ${lower} screen: commands become view-model inputs, outputs become displays.
@MainActor
public final class ${name}Presenter: ScreenPresenter {
    private let viewModel: any ${name}ViewModelType
    private weak var view: (any View)?
    public var onRoute: ((RouteRequest) -> Void)?

    public init(viewModel: any ${name}ViewModelType) {
        self.viewModel = viewModel
    }

    public let commands: [CommandSpec] = []

    public func attach(_ view: any View) {
        self.view = view
        viewModel.outputs.title = { [weak self] text in self?.view?.show(.heading(text)) }
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: ParsedCommand) {
        assertionFailure("${name}Presenter has no command \(command.name)")
    }
}
SWIFT

cat > "$root/${files[2]}" <<SWIFT
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct ${name}ViewModelTests {
    let effects = Effects()
    let title = OutputRecorder<String>("title")

    @Test(.exhaustive) func loadingShowsTheTitle() async {
        let viewModel = ${name}ViewModel(session: Fixtures.demoSession, environment: .unimplemented, effects: effects)
        viewModel.outputs.title = title.observer
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        title.assertValues(["${name} for Demo"])
    }
}
SWIFT

cat > "$root/${files[3]}" <<SWIFT
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct ${name}PresenterTests {
    @Test func attachingShowsTheTitle() async {
        let view = RecordingView()
        let effects = Effects()
        let viewModel = ${name}ViewModel(session: Fixtures.demoSession, environment: .unimplemented, effects: effects)
        let presenter = ${name}Presenter(viewModel: viewModel)
        presenter.attach(view)
        await effects.waitUntilIdle()
        #expect(view.takeEvents() == [.show(.heading("${name} for Demo"))])
    }
}
SWIFT

cat <<NEXT
Wrote:
$(printf '  %s\n' "${files[@]}")
To reach it:
  1. Modules/Coordinator/Routing/Route.swift: add \`case ${lower}\` and its path ("${lower}").
  2. Modules/Coordinator/Routing/ScreenFactory.swift: build ${name}ViewModel and ${name}Presenter for it.
  3. Report a RouteRequest for it from the screen that opens it (and map it in MainFlow.route).
  4. Modules/Coordinator/Routing/DeepLink.swift: accept "${lower}" in stack(for:) and examples, so \`open ${lower}\` works.
Then: make test
NEXT
