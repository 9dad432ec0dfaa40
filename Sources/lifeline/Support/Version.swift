/// Lifeline's version, written in this one place: `lifeline --version` prints it, SARIF
/// reports carry it as the tool's version, `make install` and `make dist` write it into the
/// man page's `.Os` line, and `make dist` names its archive after it.
///
/// Main carries the next release with `-dev` (a pre-release, SemVer §9). `make release
/// VERSION=x.y.z` writes x.y.z here, commits and tags it, then moves main on to the next
/// `-dev`; the line below must stay one line in this form, which the Makefile reads.
enum LifelineVersion {
    static let current = "0.4.0-dev"
}
