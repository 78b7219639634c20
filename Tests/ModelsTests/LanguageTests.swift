import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct LanguageTests {
    @Test(arguments: [
        ([:], Language.english),
        (["LANG": "ja_JP.UTF-8"], .japanese),
        (["LANG": "ja"], .japanese),
        (["LANG": "ja_JP"], .japanese),
        (["LANG": "C.UTF-8"], .english),
        (["LANG": "POSIX"], .english),
        (["LANG": "fr_FR.UTF-8"], .english),
        (["LANG": "jam"], .english),
        (["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .japanese),
        (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.UTF-8"], .japanese),
    ])
    func theLocaleVariablesChooseTheLanguageInTheirOrderOfPrecedence(environment: [String: String], language: Language) {
        #expect(Language(environment: environment) == language)
    }
}
