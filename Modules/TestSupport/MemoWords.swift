public import Models
public import ViewModels

extension RecordName {
    /// The memos' name, as a feature's words declare its records': what the record screens' sentences say.
    public static let memos = RecordName(one: "memo", many: "memos", japanese: "メモ")
}

extension RecordWords<Memo> {
    /// What the memos' screens say, as a feature's view models give theirs: what the tests of the record view
    /// models and presenters read.
    public static var memos: Self { Self(.memos, quoting: { $0.content.text }) }
}
