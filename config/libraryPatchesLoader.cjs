/**
 * The webpack loader of config/libraryPatches.ts (docs/rules.md "Library patches"): applies its rule's patches to the
 * file, each one's text exactly once, and fails the build, with the patch's reason, when a text is missing or found
 * twice (the library has changed).
 */
function applyPatches(source, patches) {
  let text = source;
  for (const patch of patches) {
    const at = text.indexOf(patch.find);
    const count = at < 0 ? 0 : text.indexOf(patch.find, at + 1) < 0 ? 1 : 2;
    if (count !== 1) {
      throw new Error(
        `library patch (config/libraryPatches.ts) "${patch.why}": its text is ${count ? 'in' : 'not in'} ` +
          `${patch.file}${count ? ' more than once' : ''}; the library has changed, look at the patch again`,
      );
    }
    text = text.slice(0, at) + patch.replace + text.slice(at + patch.find.length);
  }
  return text;
}

module.exports = function libraryPatchesLoader(source) {
  return applyPatches(source, this.getOptions().patches);
};
module.exports.applyPatches = applyPatches;
