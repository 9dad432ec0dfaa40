import Foundation
import LifelineTrace

/// The one place the scanner turns property-list bytes into values: XML, binary or the
/// old-style text of `project.pbxproj`. It is Foundation's `PropertyListSerialization` today,
/// behind this function so that a bounded reader for hostile input can replace it.
enum PropertyList {
    static func read(_ bytes: [UInt8], file: String) throws(Diagnostic) -> Any {
        guard !bytes.isEmpty else {
            throw Diagnostic(file: file, line: 1, column: 1, "empty property list: expected XML, binary or old-style text")
        }
        do {
            return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw Diagnostic(file: file, line: 1, column: 1, "not a property list that Foundation can read (XML, binary or old-style)")
        }
    }

    /// Whether `value` is a plist `<true/>`, or the `YES` of a build setting.
    static func isTrue(_ value: Any?) -> Bool {
        if let text = value as? String { return text == "YES" || text == "yes" || text == "true" }
        if let flag = value as? Bool { return flag }
        return false
    }
}
