import CGraphviz

/// Facts about the Graphviz Lifeline was built against, for messages that must fit the install.
public enum GraphvizInstall {
    /// The plugin ABI of the headers Lifeline was compiled with: 6 before Graphviz 13, 8 from 13.
    package static let pluginABI = Int(lifeline_gv_plugin_abi())

    /// The name of the plugin registry file (`config6a` before Graphviz 13, `config8` from 13).
    package static let pluginRegistry = String(cString: lifeline_gv_plugin_registry())

    /// The major version of the linked library (2 for Debian's 2.42/2.43, 14 for 14.1.3), or
    /// nil if its version string is not a number.
    public static var majorVersion: Int? {
        Int(Graphviz.version.prefix { $0 != "." })
    }

    /// How to get the plugin registry back: Debian's `libgvc6` rebuilds it when reinstalled;
    /// elsewhere (Homebrew, an install from source) `dot -c` writes it.
    static var registryAdvice: String {
        #if os(Linux)
            if pluginABI == 6 {
                return "reinstall libgvc6 (sudo apt-get install --reinstall libgvc6, which rebuilds the registry), "
                    + "or run `make deps` if libgvc is not installed at all."
            }
        #endif
        return "rebuild it with `sudo dot -c` (Graphviz's own command, which writes \(pluginRegistry)), "
            + "or run `make deps` if Graphviz is not installed at all."
    }
}
