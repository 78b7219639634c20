import AppTesting
import Testing

/// A presenter's `Command` is a plain enum; its words live in TextShell (`extension ItemsCommand: CommandSet`).
/// A screen whose enum lacked them would offer no commands at all in the terminal and over JSON Lines, and
/// nothing else would say so: this walks every screen the route table declares and the login screen (a
/// feature's tests walk its own the same way).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScreenWordsTests {
    @Test func everyScreensCommandsHaveWordsInTheTextShell() async throws {
        try await TestApp.expectEveryScreenHasWords(features: [])
    }
}
