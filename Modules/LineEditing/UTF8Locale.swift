#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the C library's character type UTF-8, which libedit needs for non-ASCII input, output and prompts.
///
/// Swift never calls `setlocale`, and without it libedit drops every non-ASCII
/// character and crashes on a non-ASCII prompt. This takes `LC_CTYPE` from the
/// environment and, when that codeset is not UTF-8 (for example under
/// `LC_ALL=C`), switches to `C.UTF-8`. Call it once, early, on the main
/// thread; calling it again is harmless. Returns whether the codeset is now UTF-8.
@discardableResult
public func enableUTF8Locale() -> Bool {
    _ = setlocale(LC_CTYPE, "")
    if characterCodesetIsUTF8() { return true }
    for fallback in ["C.UTF-8", "en_US.UTF-8"] where setlocale(LC_CTYPE, fallback) != nil {
        if characterCodesetIsUTF8() { return true }
    }
    return false
}

/// Whether `nl_langinfo(CODESET)` names UTF-8 ("UTF-8", "utf8", ...).
func characterCodesetIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased().filter { $0 != "-" && $0 != "_" }
    return name == "utf8"
}
