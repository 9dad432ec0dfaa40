import ArgumentParser
import LifelineModel
import LifelineRuntime
import LifelineSupport

/// `--app`'s routing choices, with a profile that does not fit the app reported at the app's path.
enum AppRun {
    static func routing(_ adoption: AppAdoption, requested: Profile?, path: String) throws(Diagnostic) -> (
        profile: Profile, migrated: Bool
    ) {
        do {
            return try adoption.routing(requested: requested)
        } catch {
            throw Diagnostic(file: Diagnostic.displayName(of: path), line: 1, column: 1, error.message)
        }
    }

    /// `--profiles` with `--app` (compare, report): one or more profiles, comma-separated;
    /// by default ios12,ios13 (before and after the move), or swiftui alone for a SwiftUI
    /// `App`, which SwiftUI routes one way only.
    static func routings(_ adoption: AppAdoption, profiles: String?, path: String) throws -> [(
        profile: Profile, migrated: Bool
    )] {
        let asked: [Profile]
        if let profiles {
            let names = profiles.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            asked = names.compactMap(Profile.init(rawValue:))
            guard asked.count == names.count, !asked.isEmpty else {
                throw ValidationError(
                    "--profiles takes one or more of \(Profile.allValueStrings.joined(separator: ", ")), comma-separated, not '\(profiles)'"
                )
            }
        } else {
            asked = adoption.isSwiftUI ? [.swiftui] : [.ios12, .ios13]
        }
        return try asked.map { profile throws(Diagnostic) in try routing(adoption, requested: profile, path: path) }
    }
}
