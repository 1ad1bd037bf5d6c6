import SpinnerCore
import SpinnerSystem

/// The names a render writes at each scale of `--scale`: `{scale}` (the shortest decimal: 1,
/// 1.5, 2) and `{density}` (`android` only: mdpi ... xxxhdpi) substituted. A name with neither
/// follows the set: `ios` keeps it at 1x, as UIKit names a 1x file, and adds `@2x` or `@3x`
/// before the extension (`spinner.gif` → `spinner@2x.gif`, `frames/%04d.png` →
/// `frames/%04d@2x.png`, a folder `frames/` → `frames@2x/`); `android` puts
/// the output into `drawable-<density>/` inside its own folder (`res/s.webp` →
/// `res/drawable-hdpi/s.webp`, a folder `res/` → `res/drawable-hdpi/`); a list of numbers refuses
/// it; one number keeps it. Any other `{...}` is refused, so a typo never writes one file over
/// another.
package enum ScaledName {
    /// `-o name` at `step` of `set`.
    package static func output(_ name: String, step: ScaleSet.Step, of set: ScaleSet) throws(OutputsError) -> String {
        if try holdsPlaceholder(name, option: "-o", set: set) { return substituted(name, step) }
        switch set.form {
        case .single:
            return name
        case .list:
            throw OutputsError("-o \(UserText.quoted(name)) has no {scale}, and --scale gives \(set.steps.count) scales",
                           hint: "add {scale}, such as \(UserText.shown(try iosName(name, tag: "@{scale}x")))")
        case .ios, .android:
            guard name != "-" else {
                throw OutputsError("-o - is standard output, which cannot take \(set.steps.count) scales", hint: "write files, such as spinner.y4m")
            }
            // UIKit's 1x file has no suffix (`spinner.png`); only 2x and 3x carry `@2x`, `@3x`.
            if set.form == .ios { return step.scale == 1 ? name : try iosName(name, tag: "@\(step.text)x") }
            return densityName(name, folder: "drawable-\(step.density!)")
        }
    }

    /// `--manifest name` at `step` of `set`: with several scales the name must hold a
    /// placeholder, since a manifest beside Android's resources would break their build.
    package static func manifest(_ name: String, step: ScaleSet.Step, of set: ScaleSet) throws(OutputsError) -> String {
        if try holdsPlaceholder(name, option: "--manifest", set: set) { return substituted(name, step) }
        guard !set.isSeveral else {
            throw OutputsError("--manifest \(UserText.quoted(name)) has no {scale}, and --scale gives \(set.steps.count) scales",
                           hint: "one manifest per scale, such as \(UserText.shown(try iosName(name, tag: "@{scale}x")))")
        }
        return name
    }

    // MARK: - Placeholders

    /// True when `name` holds `{scale}` or `{density}`; refuses any other `{...}`, and
    /// `{density}` outside the Android set.
    package static func holdsPlaceholder(_ name: String, option: String, set: ScaleSet) throws(OutputsError) -> Bool {
        let found = placeholders(in: name)
        for p in found where p != "scale" && p != "density" {
            throw OutputsError("\(option) \(UserText.quoted(name)) has an unknown placeholder {\(UserText.shown(p))}",
                           hint: "names take {scale}, and with --scale android {density}")
        }
        if found.contains("density"), set.form != .android {
            throw OutputsError("\(option) \(UserText.quoted(name)) has {density}, which only --scale android gives",
                           hint: "use {scale}, or --scale android")
        }
        return !found.isEmpty
    }

    /// The text between each `{` and the next `}` (an unclosed `{` is plain text).
    package static func placeholders(in name: String) -> [Substring] {
        var out: [Substring] = []
        var rest = name[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let inner = after[..<close]
            // `{{scale}`: the placeholder starts at the last brace before the close.
            if inner.contains("{") { rest = after; continue }
            out.append(inner)
            rest = after[after.index(after: close)...]
        }
        return out
    }

    package static func substituted(_ name: String, _ step: ScaleSet.Step) -> String {
        var out = name.replacingEvery("{scale}", with: step.text)
        if let density = step.density { out = out.replacingEvery("{density}", with: density) }
        return out
    }

    // MARK: - The sets' own naming

    /// `tag` before the last component's extension, or at the end of a folder's name.
    package static func iosName(_ name: String, tag: String) throws(OutputsError) -> String {
        if name.hasSuffix("/") {
            var folder = Substring(name)
            while folder.hasSuffix("/") { folder = folder.dropLast() }
            let last = FilePath.lastComponent(of: String(folder))
            guard !["", ".", ".."].contains(last) else {
                throw OutputsError("cannot add \(tag) to the folder \(UserText.quoted(name))", hint: "name the folder, such as frames/, or put {scale} in it")
            }
            return folder + tag + "/"
        }
        let (dir, file) = FilePath.split(name)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return FilePath.join(dir, file + tag) }
        return FilePath.join(dir, file[..<dot] + tag + file[dot...])
    }

    /// The output moved into `folder` inside its own folder; a folder output gets it inside.
    package static func densityName(_ name: String, folder: String) -> String {
        if name.hasSuffix("/") { return name + folder + "/" }
        let (dir, file) = FilePath.split(name)
        return FilePath.join(FilePath.join(dir, folder), file)
    }
}
