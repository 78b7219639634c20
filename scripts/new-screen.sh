#!/usr/bin/env bash
# make screen NAME=Profile [PARENT=home]: adds a screen in the house convention and wires it into
# navigation, so `make test` passes and `open profile` works straight away, with no hand edit.
#
# Writes the view model, the command enum, its words in TextShell, the presenter, their tests (exhaustive), a coordinator test
# (the parent's command opens it; back releases it) and a transcript the tests replay through the binary.
# Then adds, at the marked lines, the route case and its one declaration (path, parent, the parent's
# command: deep links, `open` completion and help derive from it) and the factory case. It never
# overwrites a file and refuses a name that is taken.
set -euo pipefail
cd "$(dirname "$0")/.."

name=${1:-}
parent=${2:-home}
if [[ ! "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
    echo "usage: make screen NAME=Profile [PARENT=home]   (NAME in UpperCamelCase: letters and digits)" >&2
    exit 2
fi
lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"                 # profile, topUpHistory
path=$(sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$name" | tr '[:upper:]' '[:lower:]') # profile, top-up-history
title=$(sed -E 's/([a-z0-9])([A-Z])/\1 \2/g' <<<"$name")                            # Profile, Top Up History

routes=Modules/Presenters/Routing/MainRoute.swift
factory=Modules/Coordinator/ScreenFactory.swift
seed=Modules/Storage/Seed/SeedData.swift
fail() { echo "screen: $*; nothing was written" >&2; exit 1; }

grep -q "^    case $lower\b" "$routes" && fail "MainRoute already has a case '$lower'"
grep -q "\"$path\"" "$routes" && fail "MainRoute already declares the path '$path'"
grep -q "^        \.route(\.$parent, \"" "$routes" || fail "PARENT=$parent is not a route without an id in $routes"
for marker in "make screen: route cases" "make screen: route declarations"; do
    grep -q "// $marker" "$routes" || fail "the line '// $marker …' is missing from $routes"
done
grep -q "// make screen: factory cases" "$factory" || fail "the line '// make screen: factory cases …' is missing from $factory"
email=$(sed -n 's/.*static let demoEmail = "\(.*\)".*/\1/p' "$seed")
user=$(sed -n 's/.*static let demoDisplayName = "\(.*\)".*/\1/p' "$seed")
[ -n "$email" ] && [ -n "$user" ] || fail "cannot read demoEmail and demoDisplayName from $seed"

files=(
    "Modules/ViewModels/$name/${name}ViewModel.swift"
    "Modules/Presenters/$name/${name}Command.swift"
    "Modules/Presenters/$name/${name}Presenter.swift"
    "Modules/TextShell/Screens/${name}Command+CommandSet.swift"
    "Tests/ViewModelsTests/$name/${name}ViewModelTests.swift"
    "Tests/PresentersTests/Screens/${name}PresenterTests.swift"
    "Tests/CoordinatorTests/${name}ScreenTests.swift"
    "Tests/Transcripts/$path.txt"
)
for file in "${files[@]}"; do
    [ -e "$file" ] && fail "$file already exists"
done
for file in "${files[@]}"; do mkdir -p "$(dirname "$file")"; done

cat >"${files[0]}" <<SWIFT
public import Models

/// What the ${title,,} view tells its view model.
@MainActor
public protocol ${name}ViewModelInputs: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user asked to see it again.
    func refreshTapped()
}

/// What the ${title,,} view model tells its view to do.
@MainActor
public protocol ${name}ViewModelOutputs: AnyObject {
    /// Show the signed-in user.
    var showUser: ((User) -> Void)? { get set }
}

/// The ${title,,} view model, seen as its inputs and outputs.
@MainActor
public protocol ${name}ViewModelType: AnyObject {
    var inputs: any ${name}ViewModelInputs { get }
    var outputs: any ${name}ViewModelOutputs { get }
}

/// Shows the signed-in user. When the screen needs a use case, take it (and an \`Effects\` scope) through
/// \`init\` and load it with a \`LatestEffect\`, with \`isLoading\` and \`showAlert\` outputs (the house
/// convention is in Modules/ViewModels/README.md).
@MainActor
public final class ${name}ViewModel: ${name}ViewModelType, ${name}ViewModelInputs, ${name}ViewModelOutputs {
    private let session: Session

    public init(session: Session) {
        self.session = session
    }

    public var inputs: any ${name}ViewModelInputs { self }
    public var outputs: any ${name}ViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        showUser?(session.user)
    }

    public func refreshTapped() {
        showUser?(session.user)
    }

    // MARK: Outputs

    public var showUser: ((User) -> Void)?
}
SWIFT

cat >"${files[1]}" <<SWIFT
/// The ${title,,} screen's commands: what a user can do there (their words are in TextShell).
public enum ${name}Command: Sendable {
    case refresh
}
SWIFT

cat >"${files[3]}" <<SWIFT
public import Presenters

/// The words of the ${title,,} screen's commands in a text front end.
extension ${name}Command: CommandSet {
    public static let specs: [CommandSpec<${name}Command>] = [
        CommandSpec("refresh", summary: "Show the ${title,,} again.", .refresh)
    ]
}
SWIFT

cat >"${files[2]}" <<SWIFT
import Models
public import ViewModels

/// Drives the ${title,,} screen: its commands become view-model inputs, its outputs become displays.
@MainActor
public final class ${name}Presenter: ScreenPresenter {
    private let viewModel: any ${name}ViewModelType
    private weak var view: (any ScreenView)?
    public var onRequest: ((MainRequest) -> Void)?

    public init(viewModel: any ${name}ViewModelType) {
        self.viewModel = viewModel
    }

    public let title = "${title}"

    public func attach(_ view: any ScreenView) {
        self.view = view
        viewModel.outputs.showUser = { [weak self] user in
            guard let self else { return }
            self.view?.show(.heading(self.title))
            self.view?.show(
                .fields([Display.Field("Name", .text(user.displayName)), Display.Field("Email", .text(user.email.rawValue))]))
        }
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
    }

    public func perform(_ command: ${name}Command) {
        switch command {
        case .refresh: viewModel.inputs.refreshTapped()
        }
    }
}
SWIFT

cat >"${files[4]}" <<SWIFT
import Models
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ${name}ViewModelTests {
    enum Output: Equatable {
        case showUser(User)
    }

    let log = OutputLog<Output>()

    func makeViewModel() -> ${name}ViewModel {
        let viewModel = ${name}ViewModel(session: Fixtures.demoSession)
        viewModel.outputs.showUser = log.record(Output.showUser)
        return viewModel
    }

    @Test(.exhaustive) func loadingShowsTheSignedInUser() {
        let viewModel = makeViewModel()
        log.assertNothingNew("nothing before the screen appears")
        viewModel.inputs.viewDidLoad()
        log.assertNext([.showUser(Fixtures.demoUser)])
    }

    @Test(.exhaustive) func refreshShowsTheUserAgain() {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.refreshTapped()
        log.assertNext([.showUser(Fixtures.demoUser), .showUser(Fixtures.demoUser)])
    }
}
SWIFT

cat >"${files[5]}" <<SWIFT
import Models
import Presenters
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ${name}PresenterTests {
    let view = RecordingView()
    let shown: [RecordingView.Event] = [
        .show(.heading("${title}")),
        .show(
            .fields([
                Display.Field("Name", .text(Fixtures.demoUser.displayName)),
                Display.Field("Email", .text(Fixtures.demoUser.email.rawValue)),
            ])),
    ]

    @Test(.exhaustive) func attachingShowsTheUserAndRefreshShowsItAgain() {
        let presenter = ${name}Presenter(viewModel: ${name}ViewModel(session: Fixtures.demoSession))
        presenter.attach(view)
        view.assertNext(shown)
        presenter.perform(.refresh)
        view.assertNext(shown)
    }

    @Test(.exhaustive) func reappearingSaysWhereYouAre() {
        let presenter = ${name}Presenter(viewModel: ${name}ViewModel(session: Fixtures.demoSession))
        presenter.attach(view)
        view.assertNext(shown)
        presenter.reappear()
        view.assertNext([.show(.heading("${title}"))])
    }
}
SWIFT

cat >"${files[6]}" <<SWIFT
import Coordinator
import Presenters
import TestSupport
import Testing
import TextShell
import ViewModels

/// The ${title,,} screen in navigation: its parent's command and a deep link open it, \`back\` releases it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ${name}ScreenTests {
    let app = TestApp()

    @Test func theParentsCommandOpensItAndBackReleasesIt() async {
        await app.logIn()
        await app.run("open ${parent}", "${path}")
        #expect(app.paths == MainRoute.table.stack(for: .${lower}).map(\\.path))
        let presenter = Weak(app.coordinator.screens.last?.presenter)
        let viewModel = Weak(app.coordinator.viewModels.last)
        #expect(presenter.object is ${name}Presenter)
        #expect(viewModel.object is ${name}ViewModel)

        await app.run("back")
        #expect(app.paths.last == MainRoute.${parent}.path)
        #expect(presenter.isReleased && viewModel.isReleased, "back released the screen's presenter and view model")
    }

    @Test func aDeepLinkOpensItAndHelpOnTheParentOffersIt() async {
        await app.logIn()
        await app.run("open ${path}")
        #expect(app.location == "${path}")
        #expect(app.shell.completions(for: "open ${path:0:3}").contains("${path}"))
        await app.run("open ${parent}")
        _ = app.view.take()
        await app.run("help")
        #expect(app.view.take().contains { \$0.hasPrefix("${path} | ") })
        await app.run("open ${path}", "help")
        #expect(app.view.take().contains { \$0.hasPrefix("refresh | ") }, "its own command has words in TextShell")
    }
}
SWIFT

cat >"${files[7]}" <<TEXT
# A Bazaar transcript: lines after '> ' were typed ('********' is the demo password), the rest was shown.
# Replayed by make test with --in-memory; re-record with make transcripts. A line '...' matches any lines.
...
> email $email
...
> password ********
...
> submit
...
> open $path
$title
Name:  $user
Email: $email
> refresh
$title
Name:  $user
Email: $email
> back
...
> quit
TEXT

# Wire it in: each insertion goes just above its marker line, indented like it.
source scripts/insert-above.sh
insert_above "$routes" "// make screen: route cases" "case $lower"
insert_above "$routes" "// make screen: route declarations" ".route(.$lower, \"$path\", under: .$parent, opensWith: \"Show the ${title,,}.\"),"
insert_above "$factory" "// make screen: factory cases" "case .$lower:
    let model = ${name}ViewModel(session: session)
    (presenter, viewModel) = (${name}Presenter(viewModel: model), model)"

cat <<DONE
Wrote:
$(printf '  %s\n' "${files[@]}")
Wired in (two files, three marked places):
  $routes: the route case '$lower' and its declaration (path '$path' under '$parent'; '$parent' gets the command '$path')
  $factory: the factory case that builds ${name}ViewModel and ${name}Presenter
Next: make test, then try it: make run, log in, '$path' (or 'open $path').
DONE
