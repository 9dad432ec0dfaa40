import Foundation

/// The ground truth file, read once: every citation must quote one of its URLs.
enum Facts {
    static let text: String = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/lifecycle-facts.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The facts section heading such as "### 2.1 Launch" or "## 5. SwiftUI" exists.
    static func hasSection(_ section: String) -> Bool {
        text.contains("## \(section).") || text.contains("### \(section) ")
    }
}
