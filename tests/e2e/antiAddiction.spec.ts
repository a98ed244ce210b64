import { expect, type Page } from '@playwright/test';
import { approveByApi, resetBackend, signIn, test, dialogSettled } from './support';

/**
 * Issue 11: anti-addiction. ops checks a 15-year-old on the game's screen (which inherits the platform's national
 * rules): on a school night play is refused by the Fri–Sun and holidays 20:00–21:00 rule, on a holiday evening (a
 * Monday) it is allowed. The time is typed into the check form as China's wall clock (the business zone's; the
 * browser is in São Paulo, playwright.config.ts), never the real clock. viewer has neither screen.
 */

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

async function checkAt(page: Page, time: string) {
  await page.click('#aa-check-at');
  await page.fill('#aa-check-at', time);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await page.click('#aa-check-submit');
}

test('a 15-year-old is refused on a school night and allowed on a holiday evening', async ({ page, request }) => {
  await signIn(page, request, 'ops');
  await page.goto('/special/anti-addiction');
  await expect(page.locator('#aa-source-windows')).toHaveText('平台规则');
  await page.fill('#aa-check-age', '15');
  await page.fill('#aa-check-amount', '60');

  // Tuesday 24 November 2026, 20:30: a school night
  await checkAt(page, '2026-11-24 20:30');
  await expect(page.locator('#aa-check-context')).toHaveText('2026-11-24（上学日），15 周岁，按平台规则判断');
  const play = page.locator('#aa-check-play');
  await expect(play).toContainText('游戏：不允许');
  await expect(play).toContainText('周五至周日及法定节假日 20:00–21:00 以外不可游戏');
  await expect(page.locator('#aa-check-pay')).toContainText('未满 16 周岁：单笔不超过 ¥50.00');

  // Monday 5 October 2026, 20:30: National Day holiday (sample calendar)
  await checkAt(page, '2026-10-05 20:30');
  await expect(page.locator('#aa-check-context')).toHaveText('2026-10-05（节假日），15 周岁，按平台规则判断');
  await expect(play).toContainText('游戏：允许');
  await expect(play).toContainText('可游戏时段内：周五至周日及法定节假日 20:00–21:00');
});

test('a game overrides the platform: its own cap decides the check; a secret is revealed with a reason', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'ops');
  await page.goto('/special/anti-addiction');
  await expect(page.locator('#aa-source-caps')).toHaveText('平台规则');
  await expect(page.locator('#aa-age8to16-perPayment')).toBeDisabled();
  await page.getByText('覆盖（本游戏自己的规则）').click();
  await expect(page.locator('#aa-age8to16-perPayment')).toBeEnabled();
  await page.fill('#aa-age8to16-perPayment', '30');
  // a game's rules are a risky change (docs/rules.md "Change requests"): the reason is required, nothing is sent without
  await page.click('#aa-save');
  await expect(page.getByText('请填写变更原因（至少 2 个字）')).toBeVisible();
  await page.fill('#aa-changeReason', '本游戏未成年人单笔上限下调');
  await page.click('#aa-save');
  // queued: the notice names the request; another person (admin: ops asked it) approves it, then it applies
  await expect(page.locator('#change-request-queued')).toBeVisible();
  await approveByApi(request, token, { approver: 'admin' });
  await page.reload();
  await expect(page.locator('#aa-source-caps')).toHaveText('本游戏');

  await page.fill('#aa-check-age', '15');
  await page.fill('#aa-check-amount', '40');
  await checkAt(page, '2026-10-05 20:30');
  await expect(page.locator('#aa-check-context')).toContainText('按本游戏判断');
  await expect(page.locator('#aa-check-pay')).toContainText('未满 16 周岁：单笔不超过 ¥30.00');

  // the secret left blank kept the platform's value; revealing it asks a reason first
  await expect(page.locator('#aa-secretKey')).toHaveValue('');
  await page.click('#aa-reveal-secretKey');
  await dialogSettled(page);
  await page.click('#aa-reveal-submit');
  await expect(page.getByText('请填写查看原因（至少 2 个字）')).toBeVisible();
  await page.fill('#aa-reveal-reason', '联调国家实名认证');
  await page.click('#aa-reveal-submit');
  await expect(page.locator('#aa-reveal-value')).toHaveText('6b2e9d4fa07c4c1e8f3a5b9d2c7e1f04');
});

test('viewer has neither anti-addiction screen', async ({ page, request }) => {
  await signIn(page, request, 'viewer');
  for (const path of ['/unity/anti-addiction', '/special/anti-addiction']) {
    await page.goto(path);
    await expect(page.getByText('你没有权限进入此页面')).toBeVisible();
    await expect(page.locator('#aa-check')).toHaveCount(0);
  }
});
