public import Models
public import Presenters
public import TextShell

/// The HTML of one page: the screen a session shows, as plain HTML that works without JavaScript. Lists are
/// tables whose rows link to what they show, details are definition lists, each of the screen's commands is a
/// form with a labelled field per argument (a secret is a password field), a question is a dialog, and every
/// form carries the session's CSRF token. Every value is escaped (`HTML.escaping`).
@MainActor
public struct PageRenderer {
    public let language: Language
    /// The token every form posts back (`WebSite` refuses a POST without it).
    public let csrf: String

    public init(language: Language, csrf: String) {
        self.language = language
        self.csrf = csrf
    }

    /// The page of the screen `view` shows, with the commands `shell` offers there and `messages` above it.
    public func page(view: WebView, shell: CommandShell, messages: [Display]) -> String {
        var body = header(signedIn: shell.isSignedIn)
        body += "<main>\n"
        for display in messages + view.content { body += html(display) }
        if let question = view.pendingQuestion {
            body += dialog(question, number: view.questionsAsked)
        } else {
            body += commands(shell.screenCommands, at: view.formsAt(shell.location))
            body += sections(shell.sections)
        }
        body += "</main>\n"
        return document(title: view.title, body: body)
    }

    /// A page that only says something (an expired form, a path that is no page): `words`, and a link home.
    public func notice(_ words: WebWords) -> String {
        document(
            title: say(words),
            body: "<main>\n<p role=\"alert\" class=\"error\">\(say(words))</p>\n<p><a href=\"/\">\(say(.startPage))</a></p>\n</main>\n")
    }

    // MARK: - Parts

    private func document(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escaping(title))</title>
        <link rel="stylesheet" href="/style.css">
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    private func header(signedIn: Bool) -> String {
        var nav = "<header><nav>"
        if signedIn {
            nav += "<a href=\"/home\">\(say(.home))</a> "
            nav += form(action: "/command", id: "logout", fields: [(PageField.command, "logout")], button: say(.logOut))
        }
        let other: Language = language == .english ? .japanese : .english
        nav += form(
            action: "/language", id: "language", fields: [("language", other.rawValue)],
            button: WebWords.languageName.text(in: other))
        return nav + "</nav></header>\n"
    }

    func html(_ display: Display) -> String {
        switch display {
        case let .heading(text): "<h1>\(HTML.escaping(text))</h1>\n"
        case let .line(text): "<p>\(HTML.escaping(text))</p>\n"
        case let .success(text): "<p role=\"status\" class=\"success\">\(HTML.escaping(text))</p>\n"
        case let .error(alert):
            "<p role=\"alert\" class=\"error\" data-code=\"\(HTML.escaping(alert.code))\">\(HTML.escaping(alert.text))</p>\n"
        case let .fields(fields):
            "<dl>\n"
                + fields.map { "<dt>\(HTML.escaping($0.label))</dt><dd>\(HTML.escaping($0.value.text(in: language)))</dd>\n" }.joined()
                + "</dl>\n"
        case let .table(table): html(table)
        // A hint says what to type; a page shows its commands as forms instead.
        case .hint: ""
        }
    }

    private func html(_ table: Display.Table) -> String {
        var html =
            "<table>\n<thead><tr>" + table.headers.map { "<th scope=\"col\">\(HTML.escaping($0))</th>" }.joined()
            + "</tr></thead>\n<tbody>\n"
        for (index, row) in table.rows.enumerated() {
            let cells = row.enumerated().map { column, value in
                let text = HTML.escaping(value.text(in: language))
                guard column == 0, index < table.links.count else { return "<td>\(text)</td>" }
                return "<td><a href=\"\(HTML.link(table.links[index].path))\">\(text)</a></td>"
            }
            html += "<tr>" + cells.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// The question's dialog, whose form names it (`number`): a Yes for a question another tab has since
    /// replaced (a purchase of another item) answers nothing.
    private func dialog(_ question: Question, number: Int) -> String {
        let prompt = HTML.escaping(question.prompt.trimmingWhitespace())
        var html = "<dialog open aria-labelledby=\"question\"><p id=\"question\">\(prompt)</p>\n"
        html +=
            "<form method=\"post\" action=\"/answer\" id=\"answer\">" + hidden(PageField.csrf, csrf) + hidden("question", String(number))
        switch question.kind {
        case .confirmation:
            html += "<button name=\"answer\" value=\"yes\">\(say(.yes))</button> <button name=\"answer\" value=\"no\">\(say(.no))</button>"
        case .secret:
            html += "<label>\(prompt) <input type=\"password\" name=\"secret\" autocomplete=\"current-password\" autofocus></label> "
            html += "<button>\(say(.send))</button> <button name=\"answer\" value=\"no\" formnovalidate>\(say(.cancel))</button>"
        }
        return html + "</form>\n</dialog>\n"
    }

    /// The forms of the commands `offers` of the screen drawn as `at` says, which each names: posted once the
    /// session has moved on (in another tab), a form acts on no other screen, nor on another drawing of its own.
    func commands(_ offers: [CommandShell.Offer], at location: String) -> String {
        guard !offers.isEmpty else { return "" }
        var html = "<section class=\"commands\" aria-label=\"\(say(.commands))\">\n"
        for offer in offers {
            var fields = hidden(PageField.csrf, csrf) + hidden(PageField.at, location) + hidden(PageField.command, offer.name)
            for argument in offer.arguments {
                fields += "<label>\(HTML.escaping(argument.name.lowercased())) \(input(argument))</label> "
            }
            let id = HTML.escaping(offer.name)
            html += "<form method=\"post\" action=\"/command\" id=\"command-\(id)\">\(fields)"
            html +=
                "<button title=\"\(HTML.escaping(offer.summary))\">\(id)</button> <small>\(HTML.escaping(offer.summary))</small></form>\n"
        }
        return html + "</section>\n"
    }

    private func input(_ argument: ArgumentSpec) -> String {
        let name = "name=\"\(HTML.escaping(argument.name.lowercased()))\"" + (argument.isOptional ? "" : " required")
        if argument.isSecret { return "<input type=\"password\" \(name) autocomplete=\"current-password\">" }
        return switch argument.kind {
        case .integer: "<input type=\"number\" step=\"1\" \(name)>"
        case .flag: "<select \(name)><option value=\"yes\">\(say(.yes))</option><option value=\"no\">\(say(.no))</option></select>"
        case .day: "<input type=\"date\" \(name)>"
        case .amount: "<input type=\"text\" inputmode=\"decimal\" \(name)>"
        case .word, .text: "<input type=\"text\" \(name)>"
        }
    }

    private func sections(_ sections: [(name: String, summary: String, path: String)]) -> String {
        guard !sections.isEmpty else { return "" }
        let links = sections.map { "<li><a href=\"\(HTML.link($0.path))\">\(HTML.escaping($0.summary))</a></li>" }
        return "<nav class=\"sections\"><ul>\n" + links.joined(separator: "\n") + "\n</ul></nav>\n"
    }

    private func form(action: String, id: String, fields: [(String, String)], button: String) -> String {
        "<form method=\"post\" action=\"\(action)\" id=\"\(id)\">" + hidden(PageField.csrf, csrf) + fields.map { hidden($0, $1) }.joined()
            + "<button>\(HTML.escaping(button))</button></form>"
    }

    private func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(name)\" value=\"\(HTML.escaping(value))\">"
    }

    private func say(_ words: WebWords) -> String {
        HTML.escaping(words.text(in: language))
    }
}
