extension Escaping.XML {
    /// `s` as XML character data, with only what XML 1.0 requires escaped there (§2.4): `&` and
    /// `<`. `lifeline migrate` writes a storyboard name into an app's Info.plist this way: the
    /// patch shows the name as the app's author typed it, `>` included, since XML reads a bare
    /// `>` in text as itself.
    package static func text(_ s: String) -> String { escaped(s, greaterThan: false) }

    /// `s` as Apple's XML property-list writer (CoreFoundation's `_appendEscapedString`, which
    /// Xcode's plists come from) writes it between `<string>` and `</string>`: `&`, `<` and
    /// `>` escaped. `lifeline scan` looks a scene manifest's value up by its written form to
    /// find its line, so the set must be the writer's, `>` included.
    package static func propertyListString(_ s: String) -> String { escaped(s, greaterThan: true) }

    /// Character by Character, as both did in LifelineScan before they moved here (`migrate`'s
    /// patches stay byte-identical).
    private static func escaped(_ s: String, greaterThan: Bool) -> String {
        var out = ""
        for character in s {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">" where greaterThan: out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
