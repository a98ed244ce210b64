import { Tag } from 'antd';
import type { ValueEnum } from '@/hooks/useDictEnums';
import { tagStyle } from '@/utils/contrast';

/**
 * A dictionary value as a tag in its entry's colour (docs/rules.md "Accessibility": a hex colour from the dictionary
 * is drawn light with readable text, as antd's preset colours are), its label, or the raw value when the dictionary
 * has no such entry.
 */
export default function DictTag({ map, value }: { map: ValueEnum; value: string }) {
  const entry = map[value];
  const style = tagStyle(entry?.color);
  return (
    <Tag color={style ? undefined : entry?.color} style={style}>
      {entry?.text ?? value}
    </Tag>
  );
}
