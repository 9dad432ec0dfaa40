# Homebrew formula for Lifeline, built from the release's source archive.
# `make release VERSION=x.y.z` tags x.y.z; then set `url` to that tag's archive on the
# repository's host and `sha256` to the archive's checksum (`shasum -a 256`), and put the
# file in a tap (`brew tap-new YOU/lifeline`, then its Formula/ folder): Homebrew installs
# formulae from taps only.
# Tested here as far as a machine without Homebrew allows (Tests/lifelineTests/PackagingTests).
class Lifeline < Formula
  desc "Makes the iOS app and scene life cycle visible and checkable"
  homepage "REPOSITORY-URL"
  url "REPOSITORY-URL/archive/refs/tags/0.4.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "Apache-2.0"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "graphviz"
  depends_on :macos

  def install
    # The hot-path flags, as `make install` and `make dist` build it (Docs/performance.md).
    ENV["LIFELINE_HOT_PATH"] = "1"
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "lifeline"
    bin.install ".build/release/lifeline"
    generate_completions_from_executable(bin/"lifeline", "--generate-completion-script")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/lifeline --version")
    system bin/"lifeline", "simulate", "cold-launch", "--profile", "ios13", "-o", testpath/"cold.jsonl"
    assert_match "clean", shell_output("#{bin}/lifeline check #{testpath}/cold.jsonl")
    system bin/"lifeline", "render", testpath/"cold.jsonl", "--kind", "state", "-o", testpath/"cold.svg"
    assert_path_exists testpath/"cold.svg"
  end
end
