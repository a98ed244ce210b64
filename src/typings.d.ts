/** CSS modules (umi compiles `import styles from './x.less'` to a class-name map). */
declare module '*.less' {
  const classes: { readonly [name: string]: string };
  export default classes;
}

/** Plain stylesheets, loaded for their effect (src/global.css in src/app.tsx). */
declare module '*.css' {}
