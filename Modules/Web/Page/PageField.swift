/// The fields a page's forms send of their own, beside a command's arguments: each begins with `_`, which no
/// argument's name does (an argument is named as its usage shows it: `ADDRESS`, `N`), so the two never share a
/// name, whatever a screen calls its arguments.
enum PageField {
    /// The session's token against cross-site posts, in every form.
    static let csrf = "_csrf"
    /// The screen a command's form was drawn on (`WebView.formsAt`): posted once the session has moved on, it
    /// acts on no other screen.
    static let at = "_at"
    /// The command a form runs.
    static let command = "_command"
}
