import LifelineRuntime
import LifelineSupport

/// The scene manifest `lifeline migrate` writes into an XML Info.plist: one window-scene
/// configuration, "Default Configuration", naming the new scene delegate class (and the main
/// storyboard, when the app has one), single-scene (lifecycle-facts.md §12: TN3187 requires the
/// scene life cycle, not multiple scenes).
enum InfoPlistEdit {
    /// The edit, or a reason it cannot be made in the file's text.
    static func manifest(_ bytes: [UInt8], delegateClass: String, storyboard: String?) -> Result<TextEdit, EditRefusal>
    {
        guard !bytes.starts(with: Array("bplist".utf8)) else {
            return .failure(
                EditRefusal("the Info.plist is binary: convert it to XML (plutil -convert xml1) and run again"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = LineIndex(bytes)
        let unit = indentUnit(text)
        func configurations(_ depth: Int) -> [String] {
            var entry = [
                "<key>UISceneConfigurationName</key>", "<string>Default Configuration</string>",
                "<key>UISceneDelegateClassName</key>", "<string>\(delegateClass)</string>"
            ]
            if let storyboard {
                entry += ["<key>UISceneStoryboardFile</key>", "<string>\(Escaping.XML.text(storyboard))</string>"]
            }
            let pad = { (n: Int) in String(repeating: unit, count: depth + n) }
            return [
                pad(0) + "<key>UISceneConfigurations</key>", pad(0) + "<dict>",
                pad(1) + "<key>UIWindowSceneSessionRoleApplication</key>", pad(1) + "<array>", pad(2) + "<dict>"
            ]
                + entry.map { pad(3) + $0 } + [pad(2) + "</dict>", pad(1) + "</array>", pad(0) + "</dict>"]
        }
        if let key = text.utf8Offset(of: "<key>UIApplicationSceneManifest</key>") {
            // A manifest with no configurations: they go into it.
            guard let dict = text.utf8Offset(of: "<dict", from: key) else {
                return .failure(EditRefusal("UIApplicationSceneManifest is not a dictionary"))
            }
            let depth = lines.indentation(at: key).count / max(unit.count, 1)
            if text.utf8Offset(of: "<dict/>", from: key) == dict {
                let block =
                    [
                        "<dict>",
                        String(repeating: unit, count: depth + 1) + "<key>UIApplicationSupportsMultipleScenes</key>",
                        String(repeating: unit, count: depth + 1) + "<false/>"
                    ] + configurations(depth + 1)
                    + [String(repeating: unit, count: depth) + "</dict>"]
                return .success(TextEdit(dict..<(dict + "<dict/>".utf8.count), block.joined(separator: "\n")))
            }
            // After the `<dict>` tag: on the next line when the tag ends its line (Xcode's
            // layout), or right after it when the manifest is written on one line.
            let tagEnd = (text.utf8Offset(of: ">", from: dict) ?? dict) + 1
            let after = lines.lineEnd(dict)
            let block = configurations(depth + 1).joined(separator: "\n")
            let lineContentEnd = after > 0 && bytes[after - 1] == 0x0A ? after - 1 : after
            if isBlank(bytes[min(tagEnd, lineContentEnd)..<lineContentEnd]) {
                return .success(TextEdit(after..<after, block + "\n"))
            }
            return .success(TextEdit(tagEnd..<tagEnd, "\n" + block + "\n"))
        }
        guard let close = text.utf8LastOffset(of: "</dict>") else {
            return .failure(EditRefusal("no top-level <dict> in the Info.plist"))
        }
        // Before the top-level `</dict>`: at its line's start when it has a line of its own,
        // else right before the tag (a plist written on one line, `…</dict></plist>`).
        let ownLine = lines.onlyBlankBefore(close)
        let at = ownLine ? lines.lineStart(close) : close
        let block =
            [
                unit + "<key>UIApplicationSceneManifest</key>", unit + "<dict>",
                unit + unit + "<key>UIApplicationSupportsMultipleScenes</key>", unit + unit + "<false/>"
            ]
            + configurations(2) + [unit + "</dict>"]
        return .success(TextEdit(at..<at, (ownLine ? "" : "\n") + block.joined(separator: "\n") + "\n"))
    }

    private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The indentation of the first `<key>` line: a tab in Xcode's files.
    private static func indentUnit(_ text: String) -> String {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("<key>") { return String(line.prefix(line.count - trimmed.count)) }
        }
        return "\t"
    }
}

/// Why `lifeline migrate` cannot make an edit: a sentence for the summary.
struct EditRefusal: Error, Sendable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

extension String {
    /// The UTF-8 offset of the first `needle` at or after `from`.
    func utf8Offset(of needle: String, from: Int = 0) -> Int? {
        let bytes = Array(utf8), target = Array(needle.utf8)
        guard !target.isEmpty, bytes.count >= target.count, from <= bytes.count - target.count else { return nil }
        for i in from...(bytes.count - target.count)
        where bytes[i] == target[0] && Array(bytes[i..<(i + target.count)]) == target { return i }
        return nil
    }

    /// The UTF-8 offset of the last `needle`.
    func utf8LastOffset(of needle: String) -> Int? {
        let bytes = Array(utf8), target = Array(needle.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        for i in stride(from: bytes.count - target.count, through: 0, by: -1)
        where bytes[i] == target[0] && Array(bytes[i..<(i + target.count)]) == target { return i }
        return nil
    }
}
