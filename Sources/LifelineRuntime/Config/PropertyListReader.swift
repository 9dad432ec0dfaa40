import Foundation
import LifelineSupport

/// The one reader of property lists, for the runtime (`simulate --info-plist`) and the
/// scanner (an app's Info.plists and `project.pbxproj`) alike: XML, binary or old-style text,
/// held to the same limits (size, objects after expansion, nesting depth) and checked by
/// ``PlistBudget`` before Foundation's `PropertyListSerialization` sees a byte of it.
package enum PropertyListReader {
    /// What a kind of file may hold, and its name in the messages.
    package struct Limits: Sendable {
        /// `Info.plist`, `project file`.
        package var name: String
        package var maxSize: Int
        package var maxObjects: Int
        package var maxDepth: Int

        /// An Info.plist: 1 MiB, 100,000 objects, 64 levels.
        package static let infoPlist = Limits(
            name: "Info.plist", maxSize: InputFile.maxSize,
            maxObjects: PlistBudget.maxObjects, maxDepth: PlistBudget.maxDepth)
        /// A `project.pbxproj`: 64 MiB (a large app's is a few MB), a million objects.
        package static let project = Limits(
            name: "project file", maxSize: 64 << 20, maxObjects: 1_000_000, maxDepth: PlistBudget.maxDepth)

        func tooDeep(file: String, line: Int, column: Int) -> Diagnostic {
            Diagnostic(
                file: file, line: line, column: column,
                "the \(name) nests arrays and dictionaries more than \(maxDepth) deep")
        }

        func tooMany(file: String) -> Diagnostic {
            Diagnostic(
                file: file, line: 1, column: 1,
                """
                the \(name) expands to more than \(maxObjects) objects (a binary plist's shared \
                references, read in full); refusing it
                """)
        }
    }

    /// The bytes of the file at `path`, at most `limits.maxSize` of them (`the Info.plist is
    /// larger than …` past it).
    package static func bytes(path: String, limits: Limits) throws(Diagnostic) -> [UInt8] {
        try InputFile.bytes(path: path, what: "the \(limits.name)", limit: limits.maxSize)
    }

    /// The property list in `bytes`: Foundation's objects (`[String: Any]`, `[Any]`,
    /// `String`, `Bool`, `NSNumber`, `Date`, `Data`), or one `file:line:column: error: …`.
    package static func parse(_ bytes: [UInt8], file: String, limits: Limits) throws(Diagnostic) -> Any {
        guard !bytes.isEmpty else {
            throw Diagnostic(
                file: file, line: 1, column: 1,
                "empty \(limits.name): expected an XML, binary or old-style property list")
        }
        guard bytes.count <= limits.maxSize else {
            throw Diagnostic(
                file: file, line: 1, column: 1, "the \(limits.name) is larger than \(limits.maxSize) bytes")
        }
        try PlistBudget.check(bytes, file: file, limits: limits)
        do {
            return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw Diagnostic(
                file: file, line: 1, column: 1,
                "not a property list (neither XML, binary nor old-style text that Foundation can read)")
        }
    }
}
