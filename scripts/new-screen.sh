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
for module in ViewModels Presenters TextShell; do
    for marker in "words go above" "English goes above" "Japanese goes above"; do
        grep -rq "// make screen: $marker" "Modules/$module/Words" || fail "the line '// make screen: $marker this line' is missing from Modules/$module/Words"
    done
done
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
    /// The screen appeared: load what it shows.
    func viewDidLoad()
    /// The user asked to load it again.
    func refreshTapped()
}

/// What the ${title,,} view model tells its view to do, in the house order (Modules/ViewModels/README.md):
/// \`isLoading(true)\`, then \`isLoading(false)\` before the result or the error.
@MainActor
public protocol ${name}ViewModelOutputs: AnyObject {
    /// \`true\` while it loads, then \`false\`.
    var isLoading: ((Bool) -> Void)? { get set }
    /// It loaded: show it.
    var finishedLoading: ((User) -> Void)? { get set }
    /// Loading failed: what to say, with its code.
    var didReceiveServiceError: ((Alert) -> Void)? { get set }
}

/// The ${title,,} view model, seen as its inputs and outputs.
@MainActor
public protocol ${name}ViewModelType: AnyObject {
    var inputs: any ${name}ViewModelInputs { get }
    var outputs: any ${name}ViewModelOutputs { get }
}

/// Loads and shows the signed-in user. \`load\` is the work: the screen factory passes the session's user;
/// pass a use case's closure instead (\`make usecase\`) and change \`User\` for what it returns.
@MainActor
public final class ${name}ViewModel: ${name}ViewModelType, ${name}ViewModelInputs, ${name}ViewModelOutputs {
    private let load: @Sendable () async throws -> User
    private let language: Language
    private let loading: LatestEffect

    public init(load: @escaping @Sendable () async throws -> User, language: Language, effects: Effects) {
        self.load = load
        self.language = language
        self.loading = LatestEffect(effects)
    }

    public var inputs: any ${name}ViewModelInputs { self }
    public var outputs: any ${name}ViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        startLoading()
    }

    public func refreshTapped() {
        startLoading()
    }

    // MARK: Outputs

    public var isLoading: ((Bool) -> Void)?
    public var finishedLoading: ((User) -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?

    // MARK: Private

    private func startLoading() {
        isLoading?(true)
        loading.perform(load) { [weak self] in self?.loaded(\$0) }
    }

    private func loaded(_ result: Result<User, any Error>) {
        isLoading?(false)
        switch result {
        case let .success(user):
            finishedLoading?(user)
        case let .failure(error):
            didReceiveServiceError?(FailureMessage.text(error, couldNot: .load${name}, cancelled: .loadingCancelled, in: language))
        }
    }
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
        CommandSpec("refresh", summary: ShellWords.${lower}RefreshSummary, .refresh)
    ]
}
SWIFT

cat >"${files[2]}" <<SWIFT
public import Models
public import ViewModels

/// Drives the ${title,,} screen: its commands become view-model inputs, its outputs become displays.
@MainActor
public final class ${name}Presenter: ScreenPresenter {
    private let viewModel: any ${name}ViewModelType
    private weak var view: (any ScreenView)?
    public var onRequest: ((MainRequest) -> Void)?

    private let language: Language
    public let title: String

    public init(viewModel: any ${name}ViewModelType, language: Language) {
        self.viewModel = viewModel
        self.language = language
        self.title = language.say(.${lower}Title)
    }

    public func attach(_ view: any ScreenView) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.isLoading = { [weak self] loading in self?.view?.setBusy(loading ? self?.language.say(.${lower}Loading) : nil) }
        outputs.finishedLoading = { [weak self] user in
            guard let self else { return }
            self.view?.show(.heading(self.title))
            self.view?.show(
                .fields([
                    Display.Field(self.language.say(.${lower}Name), .text(user.displayName)),
                    Display.Field(self.language.say(.${lower}Email), .text(user.email.rawValue)),
                ]))
        }
        outputs.didReceiveServiceError = { [weak self] message in self?.view?.show(.error(message)) }
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
        case isLoading(Bool)
        case finishedLoading(User)
        case didReceiveServiceError(String)
    }

    let effects = Effects.watched()
    let log = OutputLog<Output>()

    func makeViewModel(_ load: @escaping @Sendable () async throws -> User) -> ${name}ViewModel {
        let viewModel = ${name}ViewModel(load: load, language: .english, effects: effects)
        viewModel.outputs.isLoading = log.record(Output.isLoading)
        viewModel.outputs.finishedLoading = log.record(Output.finishedLoading)
        viewModel.outputs.didReceiveServiceError = log.record { Output.didReceiveServiceError(\$0.text) }
        return viewModel
    }

    @Test(.exhaustive) func loadingEndsBeforeTheResultIsShown() async {
        let viewModel = makeViewModel { Fixtures.demoUser }
        log.assertNothingNew("nothing before the screen appears")
        viewModel.inputs.viewDidLoad()
        log.assertNext([.isLoading(true)])
        await effects.waitUntilIdle()
        log.assertNext([.isLoading(false), .finishedLoading(Fixtures.demoUser)])
    }

    @Test(.exhaustive) func aFailureEndsLoadingThenSaysWhatWentWrongAndKeepsItsCause() async {
        let viewModel = makeViewModel { throw ServiceError.store(.busy) }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([
            .isLoading(true), .isLoading(false),
            .didReceiveServiceError("Could not load the ${title,,}. \\(StoreError.busy)"),
        ])
    }

    @Test(.exhaustive) func refreshLoadsAgain() async {
        let loads = CallLog<Int>()
        let viewModel = makeViewModel {
            loads.append(1)
            return Fixtures.demoUser
        }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.refreshTapped()
        await effects.waitUntilIdle()
        #expect(loads.calls.count == 2)
        log.assertNext([
            .isLoading(true), .isLoading(false), .finishedLoading(Fixtures.demoUser),
            .isLoading(true), .isLoading(false), .finishedLoading(Fixtures.demoUser),
        ])
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
    let effects = Effects.watched()
    let shown: [RecordingView.Event] = [
        .busy("Loading ${title,,}…"), .busy(nil),
        .show(.heading("${title}")),
        .show(
            .fields([
                Display.Field("Name", .text(Fixtures.demoUser.displayName)),
                Display.Field("Email", .text(Fixtures.demoUser.email.rawValue)),
            ])),
    ]

    func makePresenter(_ load: @escaping @Sendable () async throws -> User = { Fixtures.demoUser }) -> ${name}Presenter {
        ${name}Presenter(viewModel: ${name}ViewModel(load: load, language: .english, effects: effects), language: .english)
    }

    @Test(.exhaustive) func attachingLoadsAndShowsTheUserAndRefreshLoadsAgain() async {
        let presenter = makePresenter()
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext(shown)
        presenter.perform(.refresh)
        await effects.waitUntilIdle()
        view.assertNext(shown)
    }

    @Test(.exhaustive) func aFailureIsOneErrorLineAfterTheBusyLineEnds() async {
        let presenter = makePresenter { throw ServiceError.unavailable }
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([
            .busy("Loading ${title,,}…"), .busy(nil),
            .show(.error(Alert(code: "ServiceError.unavailable", text: "Could not load the ${title,,}. \\(ServiceError.unavailable)"))),
        ])
    }

    @Test(.exhaustive) func reappearingSaysWhereYouAre() async {
        let presenter = makePresenter()
        presenter.attach(view)
        await effects.waitUntilIdle()
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
insert_above "$routes" "// make screen: route declarations" ".route(.$lower, \"$path\", under: .$parent, opensWith: .${lower}Opens),"
insert_above "$factory" "// make screen: factory cases" "case .$lower:
    let model = ${name}ViewModel(load: { [user = session.user] in user }, language: language, effects: scope)
    (presenter, viewModel) = (${name}Presenter(viewModel: model, language: language), model)"
# Its words, in the catalogs: English, and Japanese marked untranslated (make test lists what is left).
words() { # module, case, English
    insert_above "Modules/$1/Words/$(words_enum "$1").swift" "// make screen: words go above this line" "case $2"
    insert_above "Modules/$1/Words/English.swift" "// make screen: English goes above this line" "case .$2: \"$3\""
    insert_above "Modules/$1/Words/Japanese.swift" "// make screen: Japanese goes above this line" "case .$2: untranslated(\"$3\")"
}
words_enum() { case "$1" in ViewModels) echo ViewModelWords ;; Presenters) echo PresenterWords ;; TextShell) echo ShellWords ;; esac; }
words ViewModels "load$name" "load the ${title,,}"
words Presenters "${lower}Title" "$title"
words Presenters "${lower}Loading" "Loading ${title,,}…"
words Presenters "${lower}Name" "Name"
words Presenters "${lower}Email" "Email"
words Presenters "${lower}Opens" "Show the ${title,,}."
words TextShell "${lower}RefreshSummary" "Show the ${title,,} again."

# The next build compiles the app's modules again in full (a warm build folder could keep stale layouts).
bash scripts/forget-builds.sh

cat <<DONE
Wrote:
$(printf '  %s\n' "${files[@]}")
Its words: English in each catalog (Modules/{ViewModels,Presenters,TextShell}/Words/English.swift), and the
Japanese marked untranslated("…") in Japanese.swift beside it: make test lists each one left to translate.
Wired in (two files, three marked places):
  $routes: the route case '$lower' and its declaration (path '$path' under '$parent'; '$parent' gets the command '$path')
  $factory: the factory case that builds ${name}ViewModel and ${name}Presenter
Next: make test, then try it: make run, log in, '$path' (or 'open $path').
DONE
